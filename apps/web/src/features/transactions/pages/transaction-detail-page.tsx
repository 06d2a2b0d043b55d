import { Alert, Anchor, Button, Center, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { transactionMessages } from '@openhouse/shared/transactions/messages';
import type { TransactionDetail as Detail } from '@openhouse/shared/transactions/deal';
import type { PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import { IconArrowLeft, IconSignature } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { LoadingRows } from '../../../components/loading-rows';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { hasErrorCode, messageOf } from '../../../lib/api-client';
import { signingPagePath } from '../api/contract-links';
import { useTransaction } from '../api/get-transaction';
import { DealContingencies, WhoseTurn } from '../components/deal-terms';
import { ExecutedContract } from '../components/executed-contract';
import { ListingSideActions } from '../components/listing-side-actions';
import { ResendSigningLink } from '../components/resend-signing-link';
import { SignersList } from '../components/signers-list';
import { SigningHistory } from '../components/signing-history';
import { StatusBadge } from '../components/status-badge';
import { StatusDates } from '../components/status-dates';
import { StatusTimeline } from '../components/status-timeline';
import { TransactionSummary } from '../components/transaction-summary';

const roleLabels: Record<PropertyTransaction['my_role'], string> = {
  buyer: 'You are the buyer.',
  seller: 'You are the seller.',
  realtor: 'You are the realtor.',
  admin: 'You see this as an administrator.',
};

const backLink = (
  <Button component={Link} to="/transactions" variant="default" size="sm" leftSection={<IconArrowLeft size={16} aria-hidden />}>
    All transactions
  </Button>
);

function TransactionNotFound() {
  return (
    <>
      <PageHeader title="Transaction not found" />
      <Center py="xl">
        <Stack align="center" gap="sm" ta="center" maw={420}>
          <Title order={2} fz="h4">
            {transactionMessages.notFound}
          </Title>
          <Text size="sm" c="dimmed">
            It may not exist, or you are not one of its parties.
          </Text>
          {backLink}
        </Stack>
      </Center>
    </>
  );
}

function TransactionDetail({ transaction }: { transaction: Detail }) {
  const { deal } = transaction;
  return (
    <>
      <PageHeader
        title={`Transaction #${transaction.id}`}
        description={`${transaction.property.label}. ${roleLabels[transaction.my_role]}`}
        actions={backLink}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {transaction.can_sign ? (
              <Alert color="blue" variant="light" title="Your signature is needed" icon={<IconSignature size={18} aria-hidden />}>
                <Group justify="space-between" gap="sm">
                  <Text size="sm">Review the contract and sign it electronically.</Text>
                  <Button component={Link} to={signingPagePath(transaction.id)} leftSection={<IconSignature size={16} aria-hidden />}>
                    Sign the contract
                  </Button>
                </Group>
              </Alert>
            ) : null}
            <SectionCard title="Summary">
              <TransactionSummary transaction={transaction} deal={deal} />
            </SectionCard>
            <SectionCard title="Contingencies">
              <DealContingencies deal={deal} />
            </SectionCard>
            <SectionCard title="Signatures">
              <SignersList signers={transaction.signers} />
            </SectionCard>
            <SectionCard title="Signing history">
              <SigningHistory events={deal.events} />
            </SectionCard>
            {transaction.contract ? (
              <SectionCard title="Signed contract">
                <ExecutedContract contract={transaction.contract} />
              </SectionCard>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <SectionCard title="Status">
              <Group mb="md">
                <StatusBadge status={transaction.status} />
              </Group>
              <StatusTimeline transaction={transaction} />
              <StatusDates history={deal.status_history} />
            </SectionCard>
            <SectionCard title="Whose turn">
              <WhoseTurn turn={deal.turn} isMine={deal.turn.role !== null && deal.turn.role === transaction.my_role} />
            </SectionCard>
            <ListingSideActions transaction={transaction} />
            <ResendSigningLink transaction={transaction} />
            <Anchor component={Link} to={`/properties/${transaction.property_id}/transactions`} size="sm">
              All transactions of this listing
            </Anchor>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

/** /transactions/{id}: one transaction for its parties; anyone else sees that it was not found. */
export function TransactionDetailPage() {
  const transactionId = Number(useParams().transactionId);
  const valid = Number.isInteger(transactionId) && transactionId > 0;
  const detail = useTransaction(transactionId, valid);

  if (!valid || hasErrorCode(detail.error, 'not_found')) return <TransactionNotFound />;
  if (detail.isPending) {
    return (
      <>
        <PageHeader title="Transaction" />
        <LoadingRows label="Loading the transaction" count={6} height={36} />
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        <PageHeader title="Transaction" actions={backLink} />
        <Alert color="red" variant="light" role="alert" title="This transaction could not be loaded">
          {messageOf(detail.error, 'Please try again in a moment.')}
        </Alert>
      </>
    );
  }
  return <TransactionDetail transaction={detail.data} />;
}
