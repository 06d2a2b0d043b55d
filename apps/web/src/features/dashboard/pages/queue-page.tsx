import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { WaitingOnMe } from '@openhouse/shared/dashboard/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { LoadingRows } from '../../../components/loading-rows';
import { messageOf } from '../../../lib/api-client';
import { useTimeZone } from '../../../lib/use-time-zone';
import { useWaitingOnMe, waitingOnMeKey } from '../api/get-waiting-on-me';
import { QueueItemRow, type QueueDecision } from '../components/queue-item-row';

type QueueItem = WaitingOnMe['bid_approvals'][number];
type Decide = (item: QueueItem, decision: QueueDecision) => Promise<string>;

export type QueuePageProps = {
  /** Approve ('yes') or reject ('no') a bid approval; the bidding feature's call, handed in by the app. */
  decideApproval: Decide;
  /** Grant ('yes') or deny ('no') a document access request; the documents feature's call. */
  decideDocumentRequest: Decide;
};

function Section({ title, empty, children }: { title: string; empty: boolean; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      {empty ? (
        <Text c="dimmed" size="sm">
          Nothing waiting.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      )}
    </Stack>
  );
}

/** Waiting on you: every bid approval and document request across the realtor's listings, answered in place. */
export function QueuePage({ decideApproval, decideDocumentRequest }: QueuePageProps) {
  useDocumentTitle('Waiting on you | Openhouse');
  const zone = useTimeZone();
  const queryClient = useQueryClient();
  const queue = useWaitingOnMe();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: waitingOnMeKey });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          Waiting on you
        </Title>
        <Text c="dimmed" size="sm">
          Bid approvals and document access requests on all your listings, oldest first.
        </Text>
      </Stack>
      {queue.isPending ? (
        <LoadingRows label="Loading what waits on you" />
      ) : queue.isError ? (
        <Alert color="red" title="The queue could not be loaded">
          <Stack gap="xs" align="flex-start">
            {messageOf(queue.error, 'Something went wrong, please try again.')}
            <Button size="xs" variant="light" onClick={() => void queue.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <Section title="Bid approvals" empty={queue.data.bid_approvals.length === 0}>
            {queue.data.bid_approvals.map((item) => (
              <QueueItemRow key={item.id} item={item} kind="Bid approval" timeZone={zone} yesLabel="Approve" noLabel="Reject" decide={decideApproval} onDecided={refresh} />
            ))}
          </Section>
          <Section title="Document access requests" empty={queue.data.document_requests.length === 0}>
            {queue.data.document_requests.map((item) => (
              <QueueItemRow key={item.id} item={item} kind="Document access" timeZone={zone} yesLabel="Grant" noLabel="Deny" decide={decideDocumentRequest} onDecided={refresh} />
            ))}
          </Section>
        </>
      )}
    </Stack>
  );
}
