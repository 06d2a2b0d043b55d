import { Button, Group, List, Modal, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { menuFor, type MenuKey } from '@openhouse/shared/roles/roles';
import { IconBell, IconCheck, IconUserCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/session-context';
import { recordTourShown } from '../api/record-tour-shown';

const WHAT_IT_DOES: Record<MenuKey, string> = {
  dashboard: 'your day at a glance: messages, meeting invites, notifications and bidding history.',
  myHome: 'the home you sell: its views, bids, the offers you may accept and where the deal stands.',
  properties: 'browse listings and keep favourites; realtors also manage their own listings here.',
  transactions: 'follow an accepted bid through contract, escrow and closing.',
  projects: 'run each deal as a project with milestones, tasks and checklists.',
  calendar: 'milestones and meetings on one calendar you can share.',
  messages: 'chat with buyers, sellers, vendors and your team.',
  vendors: 'the inspectors, photographers and other vendors you work with.',
  prospects: 'your network of contacts, with roles and labels.',
  campaigns: 'email campaigns with templates and their analytics.',
  shareDocuments: 'send property document packages through a private link.',
  settings: 'your profile, password, phone and two-factor login.',
  notifications: 'everything that needs your attention, newest first.',
  agents: 'find an agent or realtor, see their listings, book a time with them or send a message.',
  adminUsers: 'find any account, see its roles, and disable or re-enable it; every action is recorded.',
};

type GuidedTourModalProps = { onClose: () => void };

/** The first-login welcome (spec: guided-tour welcome modal), shown once: opening it records show_guided_tour = 1. */
export function GuidedTourModal({ onClose }: GuidedTourModalProps) {
  const { user, roles, updateUser: storeUser } = useSession();
  const [step, setStep] = useState(0);
  const menu = menuFor(roles);

  // Opened from the dashboard's first visit, it is recorded here; a sign-in recorded it already.
  const unrecorded = user?.show_guided_tour === 0 ? user : null;
  useEffect(() => {
    if (unrecorded) recordTourShown(unrecorded, storeUser);
  }, [unrecorded, storeUser]);

  const finish = () => {
    onClose();
    setStep(0);
  };

  const firstName = user?.name.split(/\s+/)[0] ?? '';

  const steps = [
    <Stack gap="sm" key="welcome">
      <Text fw={500}>Hi{firstName ? `, ${firstName}` : ''}! Here is a short tour of where things are.</Text>
      <Text c="dimmed">Openhouse keeps your listings, clients, bids and transactions in one place. It takes under a minute.</Text>
    </Stack>,
    <Stack gap="sm" key="menu">
      <Text>The menu on the left (behind the menu button on a phone) takes you to:</Text>
      <List spacing={6} size="sm">
        {menu.map((item) => (
          <List.Item key={item.key}>
            <Text span fw={600} size="sm">
              {item.label}
            </Text>
            : {WHAT_IT_DOES[item.key]}
          </List.Item>
        ))}
      </List>
    </Stack>,
    <Stack gap="sm" key="top-bar">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg">
          <IconBell size={18} aria-hidden />
        </ThemeIcon>
        <Text size="sm">The bell at the top shows new notifications as they arrive; open it to read them or mark them all read.</Text>
      </Group>
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg">
          <IconUserCircle size={18} aria-hidden />
        </ThemeIcon>
        <Text size="sm">Your picture opens a menu with Profile Settings (two-factor login lives there) and Log out.</Text>
      </Group>
    </Stack>,
  ];
  const lastStep = step === steps.length - 1;

  return (
    <Modal opened onClose={finish} title="Welcome to Openhouse" size="lg" centered>
      <Progress value={((step + 1) / steps.length) * 100} size="sm" mb={6} aria-hidden />
      <Text size="xs" c="dimmed" mb="md">
        Step {step + 1} of {steps.length}
      </Text>
      {steps[step]}
      <Group justify="space-between" mt="xl">
        <Button variant="subtle" onClick={step === 0 ? finish : () => setStep((current) => current - 1)}>
          {step === 0 ? 'Skip tour' : 'Back'}
        </Button>
        <Button onClick={lastStep ? finish : () => setStep((current) => current + 1)} rightSection={lastStep ? <IconCheck size={16} aria-hidden /> : undefined}>
          {lastStep ? 'Get started' : 'Next'}
        </Button>
      </Group>
    </Modal>
  );
}
