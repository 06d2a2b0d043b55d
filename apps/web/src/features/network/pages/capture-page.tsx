import { Alert, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { networkMessages as m } from '@openhouse/shared/network/messages';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { HoneypotField } from '../../../components/honeypot-field';
import { usePublicForm } from '../../../lib/use-public-form';
import { submitCapture } from '../api/capture';
import { usePublicRealtor } from '../api/public-realtor';
import type { ThanksState } from './thanks-page';

const EMPTY = { name: '', email: '', phone: '', website: '' };

/**
 * /addprospects?realtor_id&project_id: a visitor who scanned a realtor's QR code leaves their details. Public and
 * kept light (no forms library, no zod): the server checks the fields and its messages are shown as they come.
 */
export function CapturePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const realtorId = Number(params.get('realtor_id'));
  const projectId = Number(params.get('project_id'));
  const realtor = usePublicRealtor(realtorId);
  const form = usePublicForm(EMPTY, {
    check: (fields) => (fields.name.trim() ? {} : { name: m.captureNameRequired }),
    send: async (fields) => {
      const answer = await submitCapture({ ...fields, realtor_id: realtorId, project_id: projectId });
      const state: ThanksState = { ...answer.data, realtor_id: realtorId };
      await navigate('/thanks', { state });
    },
    failureMessage: m.captureFailed,
  });
  const { field, failure } = form;

  return (
    <Stack maw={480} mx="auto" gap="md">
      <PageHeader title="Stay in Touch" description={realtor.data ? `Leave your details and ${realtor.data.name} will get back to you.` : 'Leave your details and the agent will get back to you.'} />
      <Paper withBorder p="md" radius="md">
        <form onSubmit={(event) => void form.submit(event)} noValidate>
          <Stack>
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <TextInput label="Name" withAsterisk autoComplete="name" {...field('name')} />
            <TextInput label="Email" type="email" autoComplete="email" {...field('email')} />
            <TextInput label="Phone" type="tel" autoComplete="tel" placeholder="xxx-xxx-xxxx" {...field('phone')} />
            <HoneypotField {...field('website')} />
            <Button type="submit" loading={form.busy}>
              Submit
            </Button>
            <Text size="xs" c="dimmed">
              Your details go only to this agent.
            </Text>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
