import { Button, Group, TextInput } from '@mantine/core';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { useState } from 'react';
import type { ZodType } from 'zod';
import { messageOf } from '../../../lib/api-client';

type NameFieldProps = {
  label: string;
  action: string;
  schema: ZodType<string, unknown>;
  initial?: string;
  disabled?: boolean;
  /** Saves the checked name; a thrown error's message shows under the field. */
  onSave: (name: string) => Promise<unknown>;
  onCancel?: () => void;
};

/** One name to add or rename a template: checked with the shared schema before it is sent; empties itself after an add. */
export function NameField({ label, action, schema, initial = '', disabled, onSave, onCancel }: NameFieldProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? projectMessages.somethingWrong);
    setError(null);
    setBusy(true);
    try {
      await onSave(parsed.data);
      setValue(initial);
    } catch (failure) {
      setError(messageOf(failure, projectMessages.somethingWrong));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group align="flex-start" gap="xs" wrap="wrap">
      <TextInput
        label={label}
        value={value}
        error={error}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && void save()}
        style={{ flex: '1 1 12rem' }}
      />
      <Group gap="xs" mt={{ base: 0, xs: 25 }}>
        <Button onClick={save} loading={busy} disabled={disabled}>
          {action}
        </Button>
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}
