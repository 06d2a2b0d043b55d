import { Alert, Button, CopyButton, Group, Modal, SegmentedControl, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import { httpMessages } from '@openhouse/shared/http/messages';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useCreateShareLink } from '../api/share-api';

type ShareModalProps = { paths: string[] | null; onClose: () => void };

const EXPIRIES = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: 'never', label: 'Never' },
];

/** Share chosen files as a package: with e-mails or anyone with the link, an expiry, view or view and download. */
export function ShareModal({ paths, onClose }: ShareModalProps) {
  const [title, setTitle] = useState('');
  const [audience, setAudience] = useState<'anyone' | 'emails'>('anyone');
  const [emails, setEmails] = useState<string[]>([]);
  const [permission, setPermission] = useState<'view' | 'download'>('download');
  const [expiry, setExpiry] = useState('7');
  const create = useCreateShareLink();
  const close = () => {
    create.reset();
    onClose();
  };
  const submit = () => {
    if (!paths) return;
    const expires_at = expiry === 'never' ? null : new Date(Date.now() + Number(expiry) * 86_400_000).toISOString();
    // The dialog itself says the link was made, beside it: a toast would sit over the dialog's buttons on a phone.
    create.mutate({ paths, title: title || undefined, audience, emails: audience === 'emails' ? emails : [], permission, expires_at });
  };
  const link = create.data?.data.url;
  return (
    <Modal opened={paths !== null} onClose={close} title="Share documents">
      {link ? (
        <Stack>
          <Alert color="teal" variant="light">
            {create.data?.result.message ?? m.linkCreated}
          </Alert>
          <Text size="sm">Anyone you send this link to {audience === 'emails' ? 'must be one of the chosen e-mails: they log in, or confirm their e-mail with a code we send them.' : 'can open it.'}</Text>
          <TextInput label="Link" value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
          <Group justify="flex-end">
            <CopyButton value={link}>{({ copied, copy }) => <Button onClick={copy}>{copied ? 'Copied' : 'Copy link'}</Button>}</CopyButton>
            <Button variant="default" onClick={close}>
              Done
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm" c="dimmed">
            {paths?.length ?? 0} file{paths?.length === 1 ? '' : 's'} selected
          </Text>
          <TextInput label="Package name" placeholder="e.g. 12 Oak Street disclosures" value={title} onChange={(event) => setTitle(event.currentTarget.value)} maxLength={120} />
          <div>
            <Text size="sm" fw={500} mb={4}>
              Who can open it
            </Text>
            <SegmentedControl fullWidth value={audience} onChange={(value) => setAudience(value as 'anyone' | 'emails')} data={[{ value: 'anyone', label: 'Anyone with the link' }, { value: 'emails', label: 'Chosen e-mails' }]} />
          </div>
          {audience === 'emails' ? <TagsInput label="E-mails" placeholder="Type an e-mail and press Enter" value={emails} onChange={setEmails} error={create.error ? undefined : null} /> : null}
          <div>
            <Text size="sm" fw={500} mb={4}>
              Permission
            </Text>
            <SegmentedControl fullWidth value={permission} onChange={(value) => setPermission(value as 'view' | 'download')} data={[{ value: 'view', label: 'View only' }, { value: 'download', label: 'View and download' }]} />
          </div>
          <div>
            <Text size="sm" fw={500} mb={4}>
              Expires after
            </Text>
            <SegmentedControl fullWidth value={expiry} onChange={setExpiry} data={EXPIRIES} />
          </div>
          {create.error ? <Alert color="red">{messageOf(create.error, httpMessages.serverError)}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={submit} loading={create.isPending} disabled={audience === 'emails' && emails.length === 0}>
              Create link
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
