import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { formatNotificationTime } from '@openhouse/shared/format/datetime';
import { permissionRequestSchema, type DocumentPermission } from '@openhouse/shared/properties/documents';
import { IconClockHour4, IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-context';
import { useRequestDocumentAccess } from '../api/request-document-access';
import { documentCountLabel } from './documents.views';

type RequestAccessProps = {
  propertyId: number;
  documentCount: number;
  access: 'none' | 'requested' | 'denied';
  permission: DocumentPermission | null;
};

const MESSAGE_MAX = 500;

function RequestForm({ propertyId, again }: { propertyId: number; again: boolean }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestDocumentAccess();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same rule the server applies (shared schema), so a too-long note is caught before sending.
    const parsed = permissionRequestSchema.safeParse({ property_id: propertyId, message: message.trim() || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the message.');
      return;
    }
    setError(null);
    request.mutate(
      { propertyId, message: parsed.data.message },
      {
        onSuccess: (body) => {
          toastSuccess(body.message);
          setMessage('');
        },
        onError: (failure) => {
          const text = messageOf(failure, 'Your request could not be sent. Please try again.');
          setError(text);
          toastError(text);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label="Message to the listing side (optional)"
          placeholder="Tell them who you are and why you need the documents."
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          // Not autosize: it listens to document.fonts, which older browsers (and jsdom) lack.
          rows={3}
          maxLength={MESSAGE_MAX}
          error={error}
          description={`${message.length}/${MESSAGE_MAX}`}
        />
        <div>
          <Button type="submit" loading={request.isPending}>
            {again ? 'Request access again' : 'Request access'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** A signed-in visitor without access: what there is, and how to ask for it (or where the ask stands). */
export function RequestAccess({ propertyId, documentCount, access, permission }: RequestAccessProps) {
  const { user } = useSession();
  const when = permission ? formatNotificationTime(permission.decided_at ?? permission.created_at, user?.timezone) : null;

  return (
    <Stack gap="md">
      <Text>
        This property has <strong>{documentCountLabel(documentCount)}</strong>. The listing side shares them on request.
      </Text>
      {access === 'requested' ? (
        <Alert color="blue" variant="light" icon={<IconClockHour4 size={18} aria-hidden />} title="Request pending">
          You asked for access{when ? ` on ${when}` : ''}. You will be notified when the listing side decides.
          {permission?.message ? (
            <Text size="sm" mt="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              Your message: {permission.message}
            </Text>
          ) : null}
        </Alert>
      ) : null}
      {access === 'denied' ? (
        <Alert color="red" variant="light" icon={<IconLock size={18} aria-hidden />} title="Request denied">
          The listing side denied your request{when ? ` on ${when}` : ''}. You may ask again, perhaps with a note on why you need the documents.
        </Alert>
      ) : null}
      {access !== 'requested' ? <RequestForm propertyId={propertyId} again={access === 'denied'} /> : null}
    </Stack>
  );
}
