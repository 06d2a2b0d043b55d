import { Anchor, Button, Group, Menu, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import type { Campaign } from '@openhouse/shared/campaigns/campaign-schemas';
import { describeStep } from '@openhouse/shared/campaigns/sequence';
import { IconDots } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CampaignAction } from '../api/campaigns-api';
import { CampaignStatusBadge } from './campaign-status';

const ACTIONS: Record<Campaign['status'], CampaignAction[]> = {
  draft: ['send', 'cancel', 'delete'],
  scheduled: ['pause', 'cancel'],
  sending: ['pause', 'cancel'],
  active: ['pause', 'cancel'],
  paused: ['resume', 'cancel'],
  sent: ['delete'],
  cancelled: ['delete'],
};
const ACTION_LABELS: Record<CampaignAction, string> = { send: 'Send now', pause: 'Pause', resume: 'Resume', cancel: 'Cancel', delete: 'Delete' };
type OnAction = (campaign: Campaign, what: CampaignAction) => void;

function CampaignName({ campaign }: { campaign: Campaign }) {
  return (
    <>
      <Anchor component={Link} to={`/campaign/analytics/${campaign.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
        {campaign.name}
      </Anchor>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {campaign.subject}
      </Text>
      {campaign.step && (
        <Text size="xs" c="teal.8" style={{ overflowWrap: 'anywhere' }}>
          Sequence step: {describeStep(campaign.step)}
        </Text>
      )}
    </>
  );
}

function CampaignProgress({ campaign }: { campaign: Campaign }) {
  const done = campaign.counts.total - campaign.counts.queued;
  // A step has no end to measure progress against: how many it has reached so far is what it has to show.
  if (campaign.step && campaign.status !== 'draft') {
    return (
      <Text size="xs" c="dimmed">
        Sent to {campaign.counts.sent} so far
      </Text>
    );
  }
  if (campaign.recipients_pending && campaign.status === 'sending') {
    return (
      <Text size="xs" c="dimmed">
        Gathering the recipients…
      </Text>
    );
  }
  if (campaign.counts.total === 0) {
    return (
      <Text size="xs" c="dimmed">
        Not sent yet
      </Text>
    );
  }
  return (
    <>
      <Progress value={(done / campaign.counts.total) * 100} size="sm" aria-label={`${done} of ${campaign.counts.total} handled`} />
      <Text size="xs" c="dimmed">
        {campaign.counts.sent} sent of {campaign.counts.total}
      </Text>
    </>
  );
}

/** Analytics, Edit (a draft only: what was sent stays as it was sent) and the moves the campaign's status allows. */
function CampaignMenu({ campaign, onAction }: { campaign: Campaign; onAction: OnAction }) {
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" aria-label={`Actions for ${campaign.name}`}>
          <IconDots size={16} />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={`/campaign/analytics/${campaign.id}`}>
          Analytics
        </Menu.Item>
        {campaign.status === 'draft' && (
          <Menu.Item component={Link} to={`/campaign/edit/${campaign.id}`}>
            Edit
          </Menu.Item>
        )}
        {ACTIONS[campaign.status].map((what) => (
          <Menu.Item key={what} color={what === 'delete' || what === 'cancel' ? 'red' : undefined} onClick={() => onAction(campaign, what)}>
            {ACTION_LABELS[what]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** My campaigns: a table from the small breakpoint up, one card each on phones (nothing hidden in a sideways scroller). */
export function CampaignList({ campaigns, onAction }: { campaigns: Campaign[]; onAction: OnAction }) {
  return (
    <>
      <Table verticalSpacing="sm" striped visibleFrom="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Campaign</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Progress</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {campaigns.map((campaign) => (
            <Table.Tr key={campaign.id}>
              <Table.Td>
                <CampaignName campaign={campaign} />
              </Table.Td>
              <Table.Td>
                <CampaignStatusBadge status={campaign.status} />
              </Table.Td>
              <Table.Td miw={140}>
                <CampaignProgress campaign={campaign} />
              </Table.Td>
              <Table.Td>
                <CampaignMenu campaign={campaign} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap="xs" hiddenFrom="sm" role="list" aria-label="Campaigns">
        {campaigns.map((campaign) => (
          <Paper key={campaign.id} withBorder p="sm" role="listitem">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <CampaignName campaign={campaign} />
              </div>
              <Group gap={4} wrap="nowrap">
                <CampaignStatusBadge status={campaign.status} />
                <CampaignMenu campaign={campaign} onAction={onAction} />
              </Group>
            </Group>
            <Stack gap={2} mt="xs">
              <CampaignProgress campaign={campaign} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
