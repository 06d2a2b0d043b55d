import { Alert, Anchor, Button, Card, Center, Group, Loader, Paper, Progress, SimpleGrid, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { countOf } from '@openhouse/shared/format/count';
import type { Campaign, CampaignAnalytics } from '@openhouse/shared/campaigns/campaign-schemas';
import { describeStep } from '@openhouse/shared/campaigns/sequence';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { PageHeader } from '../../../components/page-header';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useAnalytics, useCampaignAction, type CampaignAction } from '../api/campaigns-api';
import { CampaignStatusBadge } from '../components/campaign-status';
import { LinkClicksList } from '../components/link-clicks';
import { RecipientList, when } from '../components/recipient-list';

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '–');

function Figure({ label, value, note, strong }: { label: string; value: string; note: string; strong?: boolean }) {
  return (
    <Paper withBorder p="md" role="group" aria-label={label} bg={strong ? 'var(--mantine-color-blue-light)' : undefined}>
      <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={strong ? 32 : 24} fw={700}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Paper>
  );
}

/** Opens and clicks per hour, as plain bars (a few dozen hours at most for a campaign's life). */
function Timeline({ timeline }: { timeline: CampaignAnalytics['timeline'] }) {
  if (timeline.length === 0) return <Text c="dimmed" size="sm">No opens or clicks yet.</Text>;
  const top = Math.max(...timeline.map((hour) => hour.opens + hour.clicks), 1);
  return (
    <Stack gap={6} role="list" aria-label="Opens and clicks per hour">
      {timeline.map((hour) => (
        // On a phone the counts go below, so that the bar keeps a readable width beside its hour.
        <Group key={hour.hour} gap="xs" wrap="wrap" role="listitem" style={{ rowGap: 2 }}>
          <Text size="xs" w={130} style={{ flexShrink: 0 }}>
            {new Date(hour.hour).toLocaleString([], { month: 'short', day: 'numeric', hour: 'numeric' })}
          </Text>
          <Progress.Root size="lg" style={{ flex: 1, minWidth: 120 }}>
            <Tooltip label={countOf(hour.clicks, 'click')}>
              <Progress.Section value={(hour.clicks / top) * 100} color="blue" aria-label={countOf(hour.clicks, 'click')} />
            </Tooltip>
            <Tooltip label={countOf(hour.opens, 'open')}>
              <Progress.Section value={(hour.opens / top) * 100} color="teal" aria-label={countOf(hour.opens, 'open')} />
            </Tooltip>
          </Progress.Root>
          <Text size="xs" w={110} style={{ flexShrink: 0 }}>
            {countOf(hour.clicks, 'click')}, {countOf(hour.opens, 'open')}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

const NEXT: Partial<Record<CampaignAnalytics['campaign']['status'], CampaignAction[]>> = { sending: ['pause', 'cancel'], scheduled: ['pause', 'cancel'], active: ['pause', 'cancel'], paused: ['resume', 'cancel'] };

/** Where the recipients stand while the campaign's run has yet to take them from its lists; null once it has. */
function recipientsPending(campaign: Campaign): string | null {
  if (!campaign.recipients_pending) return null;
  if (campaign.status === 'sending') return 'Gathering the recipients from its lists…';
  if (campaign.status === 'paused') return 'Its recipients are taken from its lists when it resumes.';
  if (campaign.status === 'cancelled') return 'It was cancelled before its recipients were taken from its lists.';
  return null;
}

/** Why the recipients list is empty, in the campaign's own terms. */
function nobodyYet(campaign: Campaign): string {
  if (campaign.step) return 'Nobody yet: each person is listed once their trigger fires.';
  if (campaign.status === 'scheduled') return 'Nobody yet: the recipients are taken from its lists when it starts.';
  return recipientsPending(campaign) ?? 'Nobody yet: recipients are listed once the campaign is sent or scheduled.';
}

/** /campaign/analytics/{id}: what happened to a campaign, with figures labelled for what they can prove. */
export function CampaignAnalyticsPage() {
  const id = Number(useParams().id);
  const [excludeMachine, setExcludeMachine] = useState(false);
  const analytics = useAnalytics(id, excludeMachine);
  const action = useCampaignAction();

  if (analytics.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading the analytics" />
      </Center>
    );
  }
  if (analytics.isError) return <FormError message={messageOf(analytics.error, 'The analytics could not be loaded. Please try again.')} />;
  const { campaign, totals, links, recipients, timeline } = analytics.data;
  const act = async (what: CampaignAction) => {
    try {
      toastSuccess((await action.mutateAsync({ id, action: what })).message);
      await analytics.refetch();
    } catch (error) {
      toastError(messageOf(error, 'That did not work. Please try again.'));
    }
  };
  const handled = totals.recipients - campaign.counts.queued;

  return (
    <Stack gap="lg">
      <PageHeader
        title={campaign.name}
        description={`Subject: ${campaign.subject}`}
        actions={
          <Group gap="xs">
            <CampaignStatusBadge status={campaign.status} />
            {(NEXT[campaign.status] ?? []).map((what) => (
              <Button key={what} size="xs" variant="default" onClick={() => void act(what)}>
                {what === 'pause' ? 'Pause' : what === 'resume' ? 'Resume' : 'Cancel'}
              </Button>
            ))}
            <Anchor component={Link} to="/campaign" size="sm">
              All campaigns
            </Anchor>
          </Group>
        }
      />
      {campaign.step && (
        <Alert color="teal" title="Sequence step">
          {describeStep(campaign.step)}. {campaign.status === 'draft' ? 'Not started yet.' : `Sent to ${campaign.counts.sent} ${campaign.counts.sent === 1 ? 'person' : 'people'} so far; each person gets it once.`}
        </Alert>
      )}
      {!campaign.step && (campaign.status === 'sending' || campaign.status === 'paused') && (
        <Card withBorder>
          <Text size="sm" mb={4}>
            {campaign.status === 'sending' ? 'Sending…' : 'Paused.'}{' '}
            {recipientsPending(campaign) ?? `${handled} of ${totals.recipients} handled`}
          </Text>
          <Progress value={totals.recipients ? (handled / totals.recipients) * 100 : 0} animated={campaign.status === 'sending'} aria-label="Sending progress" />
        </Card>
      )}
      {campaign.status === 'scheduled' && <Alert color="blue">Scheduled for {when(campaign.scheduled_at)}. Its recipients are taken from its lists as they are then.</Alert>}
      {totals.unknown > 0 && (
        <Alert color="orange" title="Delivery unknown">
          The server stopped while {totals.unknown} e-mail(s) were being handed over. They may or may not have arrived, so they were not sent again.
        </Alert>
      )}

      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
        <Figure strong label="Clicked" value={String(totals.clicked)} note={`${percent(totals.clicked, totals.delivered)} of delivered: people who followed a link`} />
        <Figure label="Opened (at least)" value={String(totals.opened)} note="Estimate: privacy proxies load images for some, and hide opens of others" />
        <Figure label="Sent" value={String(totals.sent)} note={`of ${totals.recipients} recipients`} />
        <Figure label="Delivered" value={String(totals.delivered)} note="Accepted by the receiving mail server" />
        <Figure label="Unsubscribed" value={String(totals.unsubscribed)} note="Will be skipped in every later campaign" />
        <Figure label="Bounced" value={String(totals.bounced)} note="Refused by the receiving server" />
        <Figure label="Failed" value={String(totals.failed)} note="Could not be handed over" />
        <Figure label="Skipped" value={String(totals.skipped)} note="Unsubscribed, e-mail turned off, or cancelled" />
      </SimpleGrid>

      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            Over time
          </Title>
          <Switch
            checked={excludeMachine}
            onChange={(event) => setExcludeMachine(event.currentTarget.checked)}
            label={`Leave out likely machine opens and clicks (${totals.machine_opens + totals.machine_clicks} flagged)`}
          />
        </Group>
        <Text size="xs" c="dimmed" mb="sm">
          Flagged: loaded by a known mail proxy or link scanner, or within seconds of delivery.
        </Text>
        <Timeline timeline={timeline} />
      </Card>

      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          Links
        </Title>
        {links.length === 0 ? (
          <Text c="dimmed" size="sm">This e-mail has no links.</Text>
        ) : (
          <LinkClicksList links={links} />
        )}
      </Card>

      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          Recipients
        </Title>
        {recipients.length === 0 ? (
          <Text c="dimmed" size="sm">
            {nobodyYet(campaign)}
          </Text>
        ) : (
          <RecipientList recipients={recipients} />
        )}
      </Card>
    </Stack>
  );
}
