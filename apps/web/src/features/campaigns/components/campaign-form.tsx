import { Alert, Button, Card, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { campaignMessages as m } from '@openhouse/shared/campaigns/messages';
import type { TemplateBlock } from '@openhouse/shared/campaigns/template-blocks';
import type { Campaign, EmailTemplate } from '@openhouse/shared/campaigns/campaign-schemas';
import { STARTER_BLOCKS } from './starter-blocks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-context';
import { useCampaignAction, useSaveCampaign, useSaveTemplate, useSenders, useTestSend, type AudienceFields } from '../api/campaigns-api';
import { AudiencePicker } from './audience-picker';
import { StepFields, stepDraftOf, stepProblem, triggerOf } from './step-fields';
import { TemplateEditor } from './template-editor';

const NEW = 'new';
type Timing = 'now' | 'schedule' | 'step';
const NO_LISTS: AudienceFields = { label_ids: [], prospect_ids: [], vendor_ids: [], project_ids: [] };

/**
 * The template (built or chosen), the details and sender, the recipients, then when to send: now, at a time, or
 * as a step of a drip sequence (which finds its own recipients, so the lists give way to the step's fields). Given a
 * draft, it starts from the draft's fields and its template, and saving changes that draft (PUT) instead of adding one.
 */
export function CampaignForm({ draft, templates }: { draft?: Campaign; templates: EmailTemplate[] }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const senders = useSenders();
  const saveTemplate = useSaveTemplate();
  const saveCampaign = useSaveCampaign();
  const action = useCampaignAction();
  const testSend = useTestSend();

  const draftTemplate = templates.find((template) => template.id === draft?.template?.id);
  const [templateId, setTemplateId] = useState<string>(draftTemplate ? String(draftTemplate.id) : NEW);
  const [templateName, setTemplateName] = useState(draftTemplate?.name ?? 'My template');
  const [blocks, setBlocks] = useState<TemplateBlock[]>(draftTemplate ? (draftTemplate.blocks ?? []) : STARTER_BLOCKS);
  const [details, setDetails] = useState({ name: draft?.name ?? '', subject: draft?.subject ?? '', preview_text: draft?.preview_text ?? '' });
  const [senderId, setSenderId] = useState<string | null>(draft?.sender ? String(draft.sender.id) : null);
  const [audience, setAudience] = useState<AudienceFields>({
    label_ids: draft?.label_ids ?? [],
    prospect_ids: draft?.prospect_ids ?? [],
    vendor_ids: draft?.vendor_ids ?? [],
    project_ids: draft?.project_ids ?? [],
  });
  const [scheduleAt, setScheduleAt] = useState('');
  const [timing, setTiming] = useState<Timing>(draft?.step ? 'step' : 'now');
  const [step, setStep] = useState(() => stepDraftOf(draft?.step));
  const [error, setError] = useState<string | null>(null);

  const verified = (senders.data ?? []).filter((sender) => sender.verified);
  const chosenSender = senderId ?? (verified[0] ? String(verified[0].id) : null);

  const pickTemplate = (value: string | null) => {
    const id = value ?? NEW;
    setTemplateId(id);
    const template = templates.find((candidate) => String(candidate.id) === id);
    if (template) {
      setTemplateName(template.name);
      setBlocks(template.blocks ?? []);
    }
  };

  /** The template as edited, saved (created or updated): its id. */
  const storeTemplate = async (): Promise<number> => {
    const answer = await saveTemplate.mutateAsync({ id: templateId === NEW ? null : Number(templateId), fields: { name: templateName, blocks } });
    setTemplateId(String(answer.data.id));
    return answer.data.id;
  };

  const run = async (what: 'test' | 'draft' | 'send' | 'schedule') => {
    const problem = timing === 'step' && what !== 'test' ? stepProblem(step) : null;
    setError(problem);
    if (problem) return;
    try {
      const template_id = await storeTemplate();
      if (what === 'test') {
        toastSuccess((await testSend.mutateAsync({ subject: details.subject || templateName, template_id })).message);
        return;
      }
      const recipients = timing === 'step' ? { ...NO_LISTS, trigger: triggerOf(step) } : { ...audience, trigger: null };
      const campaign = await saveCampaign.mutateAsync({ id: draft?.id ?? null, fields: { ...details, ...recipients, template_id, sender_id: Number(chosenSender) } });
      if (what === 'draft') {
        toastSuccess(campaign.message ?? m.campaignSaved);
        navigate('/campaign');
        return;
      }
      const scheduledAt = what === 'schedule' ? new Date(scheduleAt).toISOString() : null;
      toastSuccess((await action.mutateAsync({ id: campaign.data.id, action: 'send', scheduledAt })).message);
      navigate(`/campaign/analytics/${campaign.data.id}`);
    } catch (caught) {
      const message = messageOf(caught, 'The campaign could not be saved. Please try again.');
      setError(message);
      toastError(message);
    }
  };
  const busy = saveTemplate.isPending || saveCampaign.isPending || action.isPending || testSend.isPending;

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="sm">
          1. The e-mail
        </Title>
        <Select
          mb="md"
          maw={360}
          label="Template"
          data={[{ value: NEW, label: 'New template' }, ...templates.map((template) => ({ value: String(template.id), label: template.name }))]}
          value={templateId}
          onChange={pickTemplate}
          allowDeselect={false}
        />
        <TemplateEditor name={templateName} onNameChange={setTemplateName} blocks={blocks} onBlocksChange={setBlocks} realtorName={user?.name ?? ''} />
        <Group mt="md">
          <Button variant="default" loading={busy && testSend.isPending} disabled={busy} onClick={() => void run('test')}>
            Send a test to {user?.email ?? 'me'}
          </Button>
        </Group>
      </Card>

      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="sm">
          2. Details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Campaign name" required value={details.name} onChange={(event) => setDetails({ ...details, name: event.currentTarget.value })} />
          <Select
            label="From"
            required
            data={verified.map((sender) => ({ value: String(sender.id), label: sender.email }))}
            value={chosenSender}
            onChange={setSenderId}
            placeholder={senders.isPending ? 'Loading…' : 'No verified address yet'}
            description={
              <>
                Only verified addresses. <Link to="/campaign">Add or verify an address</Link>
              </>
            }
          />
          <TextInput label="Subject" required value={details.subject} onChange={(event) => setDetails({ ...details, subject: event.currentTarget.value })} />
          <TextInput
            label="Preview text"
            description="The line inboxes show after the subject."
            value={details.preview_text}
            onChange={(event) => setDetails({ ...details, preview_text: event.currentTarget.value })}
          />
        </SimpleGrid>
      </Card>

      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="sm">
          3. Recipients
        </Title>
        {timing === 'step' ? (
          <Text size="sm" c="dimmed">
            A sequence step finds its own recipients: the prospects given its label, or the buyer and seller of the deal that reaches its milestone.
          </Text>
        ) : (
          <AudiencePicker value={audience} onChange={setAudience} />
        )}
      </Card>

      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="sm" id="when-to-send">
          4. When to send
        </Title>
        <SegmentedControl
          mb="md"
          aria-labelledby="when-to-send"
          value={timing}
          onChange={(value) => setTiming(value as Timing)}
          data={[
            { value: 'now', label: 'Now' },
            { value: 'schedule', label: 'At a time' },
            { value: 'step', label: 'As a sequence step' },
          ]}
          fullWidth
          maw={560}
          styles={{ label: { whiteSpace: 'normal' } }}
        />
        {timing === 'step' && <StepFields value={step} onChange={setStep} />}
        {error && (
          <Alert color="red" my="sm" role="alert">
            {error}
          </Alert>
        )}
        <Group align="flex-end" mt="md">
          {timing === 'now' && (
            <Button onClick={() => void run('send')} loading={busy} disabled={busy}>
              Send now
            </Button>
          )}
          {timing === 'schedule' && (
            <>
              <TextInput type="datetime-local" label="Send at" value={scheduleAt} onChange={(event) => setScheduleAt(event.currentTarget.value)} />
              <Button onClick={() => void run('schedule')} loading={busy} disabled={busy || !scheduleAt}>
                Schedule
              </Button>
            </>
          )}
          {timing === 'step' && (
            <Button onClick={() => void run('send')} loading={busy} disabled={busy}>
              Start the step
            </Button>
          )}
          <Button variant="default" onClick={() => void run('draft')} disabled={busy}>
            Save as draft
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt="sm">
          Every e-mail carries an unsubscribe link; people who unsubscribed or turned e-mail off are skipped.
        </Text>
      </Card>
    </Stack>
  );
}
