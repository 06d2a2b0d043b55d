import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { makeAuction, makeListing } from '../test/bidding-fixtures';
import { browser } from './browser';
import { EnableBidModal } from './enable-bid-modal';
import { checkEnableBid, enableBidDefaults, pickerToMs, type EnableBidValues } from './enable-bid-values';

const NOW = Date.parse('2030-05-01T19:00:00Z'); // 12:00 in Los Angeles
const valid: EnableBidValues = {
  bid_amount: '1,250,000',
  bid_incremental_amount: '5,000',
  bid_starting_time: '2030-05-02 09:00:00',
  bid_ending_time: '2030-05-09 17:00:00',
  buyers_premium_rate: 5,
};

describe('enable bid rules', () => {
  it('starts from the property price and a 5% premium, or from the current terms', () => {
    expect(enableBidDefaults(1_250_000, null)).toMatchObject({ bid_amount: '1250000', buyers_premium_rate: 5, bid_starting_time: null });
    const current = enableBidDefaults(1_250_000, makeAuction({ bid_amount: 900_000, bid_starting_time: '2030-05-02T16:00:00.000Z' }));
    expect(current).toMatchObject({ bid_amount: '900000', bid_incremental_amount: '10000', bid_starting_time: '2030-05-02 09:00:00' });
  });

  it('sends amounts without commas and the times as millisecond timestamps in the viewer’s zone', () => {
    const checked = checkEnableBid(valid, 5, null, NOW);
    expect(checked.payload).toEqual({
      property_id: 5,
      bid_amount: 1_250_000,
      bid_incremental_amount: 5_000,
      highest_bid_amount: 1_250_000,
      bid_starting_time: Date.parse('2030-05-02T16:00:00Z'),
      bid_ending_time: Date.parse('2030-05-10T00:00:00Z'),
      buyers_premium_rate: 5,
    });
    expect(pickerToMs('2030-05-02 09:00:00', 'America/New_York')).toBe(Date.parse('2030-05-02T13:00:00Z'));
  });

  it('requires all four and refuses times before today or an end before the start', () => {
    const empty = checkEnableBid({ bid_amount: '', bid_incremental_amount: '', bid_starting_time: null, bid_ending_time: null, buyers_premium_rate: 5 }, 5, null, NOW);
    expect(empty.errors).toMatchObject({
      bid_amount: { message: 'Bid Amount is required.' },
      bid_incremental_amount: { message: 'Bid Increment is required.' },
      bid_starting_time: { message: 'Bid Start Time is required.' },
      bid_ending_time: { message: 'Bid End Time is required.' },
    });
    expect(checkEnableBid({ ...valid, bid_amount: 'abc' }, 5, null, NOW).errors?.bid_amount?.message).toBe('Bid Amount must be a positive number.');
    expect(checkEnableBid({ ...valid, bid_starting_time: '2030-04-30 09:00:00' }, 5, null, NOW).errors?.bid_starting_time?.message).toBe('Bid Start Time cannot be before today.');
    // Earlier today is still today.
    expect(checkEnableBid({ ...valid, bid_starting_time: '2030-05-01 08:00:00' }, 5, null, NOW).payload).toBeDefined();
    expect(checkEnableBid({ ...valid, bid_ending_time: '2030-05-02 08:00:00' }, 5, null, NOW).errors?.bid_ending_time?.message).toBe('Bid End Time must be after Bid Start Time.');
    expect(checkEnableBid({ ...valid, buyers_premium_rate: 30 }, 5, null, NOW).errors?.buyers_premium_rate?.message).toBe("Buyer's premium must be between 0 and 25 percent.");
  });
});

describe('enable bid modal', () => {
  function renderModal(listing = makeListing({ can_edit: true, is_listing_side: true, bidding_property: null }), save = () => json({ message: 'Could not save.' }, 422), session = makeAuthPayload()) {
    act(() => saveSession(session, { remember: false, stage: null }));
    const api = mockApi({
      'GET /me': () => json({ data: session.user }),
      'GET /time': () => json({ server_time: Date.now() }),
      'GET /properties/5': () => json({ data: listing }),
      'POST /bidding_properties': save,
    });
    renderWithProviders(<EnableBidModal propertyId={5} onClose={() => undefined} />);
    return { api, user: userEvent.setup() };
  }

  it('prefills the property price and the default premium, and checks the required fields before sending', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const { api, user } = renderModal();
    expect(await screen.findByLabelText(/Bid Amount/)).toHaveValue('1250000');
    expect(screen.getByLabelText(/Buyer's premium/)).toHaveValue('5%');
    await user.click(screen.getByRole('button', { name: 'Enable Bid' }));
    expect(await screen.findByText('Bid Increment is required.')).toBeInTheDocument();
    expect(screen.getByText('Bid Start Time is required.')).toBeInTheDocument();
    expect(screen.getByText('Bid End Time is required.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST /bidding_properties')).toHaveLength(0));
    expect(reload).not.toHaveBeenCalled();
  });

  it('changes the terms before the first bid and reloads the page; a refusal shows the server message', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    // Whole minutes: the pickers keep no seconds.
    const startsAt = Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000;
    const endsAt = startsAt + 2 * 86_400_000;
    const auction = makeAuction({ bid_starting_time: new Date(startsAt).toISOString(), bid_ending_time: new Date(endsAt).toISOString(), buyers_premium_rate: 3 });
    let answer = () => json({ message: 'Bid Start Time cannot be before today.' }, 422);
    const { api, user } = renderModal(makeListing({ can_edit: true, is_listing_side: true, bidding_property: auction }), () => answer());
    await user.click(await screen.findByRole('button', { name: 'Save bidding' }));
    expect(await screen.findByText('Bid Start Time cannot be before today.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    answer = () => json({ message: 'Bidding is enabled for this property.', data: auction });
    await user.click(screen.getByRole('button', { name: 'Save bidding' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.calls('POST /bidding_properties').at(-1)?.body).toEqual({
      property_id: 5,
      bid_amount: 1_000_000,
      bid_incremental_amount: 10_000,
      highest_bid_amount: 1_000_000,
      bid_starting_time: startsAt,
      bid_ending_time: endsAt,
      buyers_premium_rate: 3,
    });
  });

  it("opens the calendar on today's month in the realtor's zone, where the browser's is already the next", async () => {
    // 05:00 on 1 June in UTC (the tests' browser zone) is still 31 May, 19:00, in Honolulu.
    vi.useFakeTimers({ now: Date.parse('2030-06-01T05:00:00Z'), toFake: ['Date'] });
    try {
      const { user } = renderModal(undefined, undefined, makeAuthPayload(makeUser({ timezone: 'Pacific/Honolulu' })));
      await user.click(await screen.findByRole('button', { name: /Bid Start Time/ }));
      expect(await screen.findByRole('button', { name: 'May 2030' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /31 May 2030/ })).not.toBeDisabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the terms are locked once bids exist', async () => {
    renderModal(makeListing({ can_edit: true, is_listing_side: true, bidding_property: makeAuction({ bid_count: 2 }) }));
    expect(await screen.findByText('Bidding terms cannot change once bids have been placed.')).toBeInTheDocument();
  });
});
