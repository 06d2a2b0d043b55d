import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import { checkBidAmount, checkContingency, checkEscrowDate, CONTINGENCIES, contingencyLabels, parseAmount, type Contingency } from '@openhouse/shared/bidding/rules';
import type { BiddingProperty } from '@openhouse/shared/bidding/schemas';
import { formatCalendarDate, todayIn } from '@openhouse/shared/format/datetime';
import { formatPrice } from '@openhouse/shared/format/money';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useAuctionState } from '../../../components/bidding-status-badge';
import { isNetworkError, messageOf } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatAmountInput, formatAmountsInMessage } from '../../../lib/format-amounts';
import { toastError, toastSuccess } from '../../../lib/notify';
import { serverNow } from '../../../lib/server-clock';
import { useSession } from '../../../lib/session-context';
import { usePlaceBid } from '../api/place-bid';
import { formatContingencies } from './bid-format';
import { BidSummary } from './bid-summary';

export type BidValues = {
  bid_amount: string;
  contingency: Contingency[];
  escrow_closing_date: string;
  due_diligence: boolean;
};

const FIELDS = ['bid_amount', 'contingency', 'escrow_closing_date', 'due_diligence'] as const;

/**
 * No Contingency stands alone (spec section 5): ticking it clears the other three, and ticking any of
 * the other three clears it.
 */
export function applyContingencyChoice(previous: readonly Contingency[], next: readonly Contingency[]): Contingency[] {
  const added = next.find((value) => !previous.includes(value));
  if (added === 'no-contingency') return ['no-contingency'];
  if (added) return next.filter((value) => value !== 'no-contingency');
  return [...next];
}

/** The spec's bid rules, each field's first broken rule; the amount rules read the auction as it stands now. */
export function validateBid(values: BidValues, auction: Pick<BiddingProperty, 'highest_bid_amount' | 'bid_incremental_amount'>, today: string): FieldErrors<BidValues> {
  const errors: FieldErrors<BidValues> = {};
  const amount = checkBidAmount(values.bid_amount.trim(), auction.highest_bid_amount, auction.bid_incremental_amount);
  if (amount) errors.bid_amount = { type: 'validate', message: amount };
  const contingency = checkContingency(values.contingency);
  if (contingency) errors.contingency = { type: 'validate', message: contingency };
  const escrow = checkEscrowDate(values.escrow_closing_date, today);
  if (escrow) errors.escrow_closing_date = { type: 'validate', message: escrow };
  if (!values.due_diligence) errors.due_diligence = { type: 'required', message: m.dueDiligenceRequired };
  return errors;
}

/** `initialAmount`: the one-tap amount chosen on the auction panel; otherwise the minimum next bid. */
type BidFormProps = { propertyId: number; auction: BiddingProperty; onPlaced: () => void; initialAmount?: number };

/**
 * The wizard's Bid Now step: amount (prefilled with the minimum next bid, checked as it is typed),
 * contingencies, escrow closing date and the Due Diligence box; then a summary with the buyer's premium
 * and the total to confirm before the bid is sent.
 */
export function BidForm({ propertyId, auction, onPlaced, initialAmount }: BidFormProps) {
  const { user } = useSession();
  const zone = user?.timezone;
  const today = todayIn(zone, serverNow());
  const state = useAuctionState(auction);
  const place = usePlaceBid();
  const [review, setReview] = useState<BidValues | null>(null);

  // The resolver reads the auction through a ref: a live bid raises the minimum while the form is open.
  const auctionRef = useRef(auction);
  useEffect(() => {
    auctionRef.current = auction;
  });

  const resolver: Resolver<BidValues> = async (values) => {
    const errors = validateBid(values, auctionRef.current, todayIn(zone, serverNow()));
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

  const form = useForm<BidValues>({
    resolver,
    mode: 'onChange',
    defaultValues: { bid_amount: formatAmountInput(initialAmount ?? auction.minimum_next_bid), contingency: [], escrow_closing_date: '', due_diligence: false },
  });
  const errors = form.formState.errors;

  // Someone outbid the minimum: an untouched amount follows it, a typed one is checked again.
  // Only a change of the minimum counts: on opening, a one-tap amount stands.
  const minimum = auction.minimum_next_bid;
  const shownMinimum = useRef(minimum);
  useEffect(() => {
    if (shownMinimum.current === minimum) return;
    shownMinimum.current = minimum;
    if (!form.getFieldState('bid_amount').isDirty) form.resetField('bid_amount', { defaultValue: formatAmountInput(minimum) });
    else void form.trigger('bid_amount');
  }, [minimum, form]);

  const amountText = form.watch('bid_amount');
  const liveAmount = checkBidAmount(amountText.trim(), auction.highest_bid_amount, auction.bid_incremental_amount) === null ? parseAmount(amountText) : null;
  const closed = state.status !== 'active';
  const blocked = closed || auction.is_highest_bidder;

  const confirm = async (values: BidValues) => {
    try {
      const answer = await place.mutateAsync({
        propertyId,
        payload: {
          bid_amount: parseAmount(values.bid_amount),
          contingency: values.contingency,
          escrow_closing_date: values.escrow_closing_date,
          bid_property_id: auction.id,
          path: `/properties/${propertyId}?bid=1`,
          due_diligence: true,
        },
      });
      toastSuccess(answer.message || m.bidPlaced);
      onPlaced();
    } catch (error) {
      setReview(null);
      applyServerErrors(error, form.setError, FIELDS, { escrowdate: 'escrow_closing_date' });
      toastError(isNetworkError(error) ? m.bidException : formatAmountsInMessage(messageOf(error, m.somethingWrong)));
    }
  };

  if (review) {
    const amount = parseAmount(review.bid_amount);
    return (
      <Stack gap="sm" aria-label="Confirm your bid">
        <Text fw={600}>Please check your bid before you confirm it.</Text>
        <BidSummary amount={amount} rate={auction.buyers_premium_rate} />
        <Text size="sm">
          <Text span fw={500}>
            Contingency:
          </Text>{' '}
          {formatContingencies(review.contingency)}
        </Text>
        <Text size="sm">
          <Text span fw={500}>
            Escrow closing date:
          </Text>{' '}
          {formatCalendarDate(review.escrow_closing_date)}
        </Text>
        <Text size="xs" c="dimmed">
          A bid cannot be withdrawn once it is placed.
        </Text>
        <Group justify="space-between" gap="xs">
          <Button variant="default" onClick={() => setReview(null)} disabled={place.isPending}>
            Back
          </Button>
          <Button onClick={() => void confirm(review)} loading={place.isPending} disabled={blocked}>
            Confirm bid
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.handleSubmit((values) => setReview(values))} noValidate aria-label="Bid now">
      <Stack gap="sm">
        {state.status === 'upcoming' ? (
          <Alert color="yellow" variant="light">
            {m.notStarted} {state.countdown}
          </Alert>
        ) : state.status === 'expired' ? (
          <Alert color="gray" variant="light">
            {m.ended}
          </Alert>
        ) : auction.is_highest_bidder ? (
          <Alert color="teal" variant="light">
            {m.alreadyHighest}
          </Alert>
        ) : null}
        <TextInput
          label="Bid amount"
          description={`Minimum ${formatPrice(auction.minimum_next_bid)}, in steps of ${formatPrice(auction.bid_incremental_amount)}`}
          leftSection={<Text size="sm">$</Text>}
          inputMode="decimal"
          autoComplete="off"
          withAsterisk
          {...form.register('bid_amount')}
          error={errors.bid_amount?.message ? formatAmountsInMessage(errors.bid_amount.message) : undefined}
        />
        <Controller
          control={form.control}
          name="contingency"
          render={({ field }) => (
            <Checkbox.Group
              label="Contingency"
              withAsterisk
              value={field.value}
              onChange={(next) => field.onChange(applyContingencyChoice(field.value, next as Contingency[]))}
              error={errors.contingency?.message}
            >
              <Group gap="md" mt={6}>
                {CONTINGENCIES.map((value) => (
                  <Checkbox key={value} value={value} label={contingencyLabels[value]} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <TextInput
          label="Escrow closing date"
          type="date"
          min={today}
          withAsterisk
          {...form.register('escrow_closing_date')}
          error={errors.escrow_closing_date?.message}
          w={{ base: '100%', xs: 240 }}
        />
        <Checkbox
          {...form.register('due_diligence')}
          label="I accept the Due Diligence: I have reviewed this property’s documents, disclosures and condition."
          error={errors.due_diligence?.message}
        />
        {liveAmount !== null ? <BidSummary amount={liveAmount} rate={auction.buyers_premium_rate} /> : null}
        <Group justify="flex-end">
          <Button type="submit" disabled={blocked}>
            Review bid
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
