import { Alert, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { networkMessages as m } from '@openhouse/shared/network/messages';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ApiError, messageOf } from '../../../lib/api-client';
import { submitCapture } from '../api/capture';
import { usePublicRealtor } from '../api/public-realtor';
import type { ThanksState } from './thanks-page';

type Fields = { name: string; email: string; phone: string; website: string };
const EMPTY: Fields = { name: '', email: '', phone: '', website: '' };
// Off screen rather than display:none, which some bots skip; out of the tab order and hidden from assistive technology.
const honeypotStyle = { position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' } as const;

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
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof Fields) => ({
    value: fields[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      setFields({ ...fields, [name]: event.currentTarget.value });
      // A field's message goes once the visitor changes it.
      setErrors({ ...errors, [name]: undefined });
    },
    error: errors[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields.name.trim()) return setErrors({ name: m.captureNameRequired });
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const answer = await submitCapture({ ...fields, realtor_id: realtorId, project_id: projectId });
      const state: ThanksState = { ...answer.data, realtor_id: realtorId };
      await navigate('/thanks', { state });
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.errors : {};
      setErrors({ name: fieldErrors.name?.[0], email: fieldErrors.email?.[0], phone: fieldErrors.phone?.[0] });
      setFailure(messageOf(error, m.captureFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack maw={480} mx="auto" gap="md">
      <PageHeader title="Stay in Touch" description={realtor.data ? `Leave your details and ${realtor.data.name} will get back to you.` : 'Leave your details and the agent will get back to you.'} />
      <Paper withBorder p="md" radius="md">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <TextInput label="Name" withAsterisk autoComplete="name" {...field('name')} />
            <TextInput label="Email" type="email" autoComplete="email" {...field('email')} />
            <TextInput label="Phone" type="tel" autoComplete="tel" placeholder="xxx-xxx-xxxx" {...field('phone')} />
            <div style={honeypotStyle} aria-hidden="true">
              <label>
                Website
                <input type="text" name="website" tabIndex={-1} autoComplete="off" value={fields.website} onChange={(event) => setFields({ ...fields, website: event.currentTarget.value })} />
              </label>
            </div>
            <Button type="submit" loading={busy}>
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
