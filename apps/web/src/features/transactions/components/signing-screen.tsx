import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { transactionMessages } from '@openhouse/shared/transactions/messages';
import type { SigningView } from '@openhouse/shared/transactions/schemas';
import { STATUS } from '@openhouse/shared/transactions/statuses';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingRows } from '../../../components/loading-rows';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { hasErrorCode, messageOf } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { contractPreviewUrl } from '../api/contract-links';
import { useSigningView } from '../api/get-signing-view';
import type { SignContractResponse } from '../api/sign-contract';
import { signerQuery, type SignerRef } from '../api/signer-ref';
import { ContractPreview } from './contract-preview';
import { SigningForm } from './signing-form';
import { SigningHistory } from './signing-history';
import { StatusBadge } from './status-badge';
import { StatusTimeline } from './status-timeline';
import { TransactionSummary } from './transaction-summary';

type Outcome = { kind: 'signed'; message: string; complete: boolean } | { kind: 'declined'; message: string };

const roleLabels = { buyer: 'buyer', seller: 'seller' } as const;

function loadErrorTitle(error: unknown): string {
  if (hasErrorCode(error, 'not_found')) return 'This signing link does not work';
  if (hasErrorCode(error, 'forbidden')) return 'This signing link is not yours';
  return 'The contract could not be loaded';
}

/** The transaction page, for someone signed in; through sign-in for someone who came from the e-mail. */
function TransactionLink({ transactionId, label }: { transactionId: number; label?: string }) {
  const { isLive } = useSession();
  return (
    <div>
      <Button component={Link} to={`/transactions/${transactionId}`} variant="light">
        {label ?? (isLive ? 'Open the transaction' : 'Sign in to see the transaction')}
      </Button>
    </div>
  );
}

function OutcomeView({ view, outcome }: { view: SigningView; outcome: Outcome }) {
  const transactionId = view.transaction.id;
  if (outcome.kind === 'declined') {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" title={outcome.message} icon={<IconAlertTriangle size={18} aria-hidden />} role="status">
          The transaction is cancelled; the listing may now accept another bid.
        </Alert>
        <TransactionLink transactionId={transactionId} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" title={outcome.message} icon={<IconCircleCheck size={18} aria-hidden />} role="status">
        {outcome.complete ? (
          <>
            {/* The server's answer to the last signature is usually this very sentence; it is the title then, not said twice. */}
            {outcome.message === transactionMessages.completed ? null : `${transactionMessages.completed} `}The signed contract, with both signatures, a
            certificate page and its SHA-256 fingerprint, can be downloaded from the transaction page.
          </>
        ) : (
          <>The seller has been e-mailed a link to sign next. Once they have signed, both parties can download the signed contract.</>
        )}
      </Alert>
      <TransactionLink transactionId={transactionId} />
    </Stack>
  );
}

function NotSignable({ view }: { view: SigningView }) {
  const status = view.transaction.status;
  const reason = view.reason ?? (status.id === STATUS.cancelled ? transactionMessages.notActive : 'There is nothing for you to sign right now.');
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} title="You cannot sign this contract now">
        {reason}
      </Alert>
      <Group gap="xs">
        <Text size="sm">Current status:</Text>
        <StatusBadge status={status} />
      </Group>
      <StatusTimeline transaction={view.transaction} />
      {view.transaction.contract ? <TransactionLink transactionId={view.transaction.id} /> : null}
    </Stack>
  );
}

/**
 * The signing page's body for either way in: a signed-in party (transaction_id) or the e-mailed link
 * (signing_token). It shows the contract, then the signing form when it is this signer's turn.
 */
export function SigningScreen({ signerRef }: { signerRef: SignerRef }) {
  const { session, isLive } = useSession();
  const view = useSigningView(signerRef);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (view.isPending) {
    return (
      <>
        <PageHeader title="Sign the contract" />
        <LoadingRows label="Loading the contract" count={6} height={36} />
      </>
    );
  }
  if (view.isError) {
    return (
      <>
        <PageHeader title="Sign the contract" />
        <Alert color="red" variant="light" role="alert" title={loadErrorTitle(view.error)} icon={<IconAlertTriangle size={18} aria-hidden />}>
          {messageOf(view.error, 'Please try again in a moment.')}
        </Alert>
      </>
    );
  }

  const data = view.data;
  // The token in the frame's address is only needed (and only sent) for a signed-in party's own view.
  const token = 'transaction_id' in signerRef && isLive ? session?.token : null;
  const previewUrl = contractPreviewUrl(data.preview_url, signerQuery(signerRef), token);

  const signed = (response: SignContractResponse) => {
    const statusId = response.data?.transaction?.status_id;
    const complete = statusId !== undefined ? statusId === STATUS.contractSigned : data.role === 'seller';
    setOutcome({ kind: 'signed', message: response.message || transactionMessages.signed, complete });
  };

  return (
    <>
      <PageHeader title="Sign the contract" description={`${data.transaction.property.label}: signing as the ${roleLabels[data.role]}, ${data.signer.name}`} />
      <Stack gap="md" maw={960}>
        {outcome ? <OutcomeView view={data} outcome={outcome} /> : null}
        {/* Why there is nothing to sign comes first; the contract can still be read below. */}
        {!outcome && !data.can_sign ? (
          <SectionCard title="Status">
            <NotSignable view={data} />
          </SectionCard>
        ) : null}
        <SectionCard title="Contract">
          <TransactionSummary transaction={data.transaction} />
        </SectionCard>
        {outcome ? null : (
          <SectionCard title="Review the contract">
            <ContractPreview url={previewUrl} />
          </SectionCard>
        )}
        {!outcome && data.can_sign ? (
          <SectionCard title="Sign">
            <SigningForm signerRef={signerRef} view={data} onSigned={signed} onDeclined={(message) => setOutcome({ kind: 'declined', message })} />
          </SectionCard>
        ) : null}
        {outcome ? null : (
          <SectionCard title="Signing history">
            <SigningHistory events={data.events} />
          </SectionCard>
        )}
      </Stack>
    </>
  );
}
