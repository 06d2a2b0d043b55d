import { useState, type FormEvent } from 'react';
import { ApiError, messageOf } from './api-client';

type FieldMessages<F> = Partial<Record<keyof F, string>>;

type PublicFormOptions<F> = {
  /** The rules checked before sending, as messages by field; none means the form is sent. */
  check: (fields: F) => FieldMessages<F>;
  send: (fields: F) => Promise<void>;
  /** Shown when a refusal brings no message of its own. */
  failureMessage: string;
  /** After a refusal is shown (for instance to read the free times again when one was taken). */
  onFailure?: (error: unknown) => void;
};

/**
 * The state of a public form kept light (no forms library, no zod): its text fields, each field's message, the
 * form's failure and whether it is being sent. The server checks everything again; its messages are shown under
 * their fields, and its first message above the form.
 */
export function usePublicForm<F extends Record<string, string>>(empty: F, options: PublicFormOptions<F>) {
  const [fields, setFields] = useState<F>(empty);
  const [errors, setErrors] = useState<FieldMessages<F>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** The props of one input: its value, its change (which clears its message) and its message. */
  const field = (name: keyof F) => ({
    value: fields[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      // Read now: React clears an event's currentTarget once its handlers have run.
      const value = event.currentTarget.value;
      setFields((current) => ({ ...current, [name]: value }));
      // A field's message goes once the visitor changes it.
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: errors[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = options.check(fields);
    if (Object.keys(missing).length > 0) return setErrors(missing);
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await options.send(fields);
    } catch (error) {
      const fromServer = error instanceof ApiError ? error.errors : {};
      const messages: FieldMessages<F> = {};
      for (const name of Object.keys(fields) as (keyof F)[]) messages[name] = fromServer[name as string]?.[0];
      setErrors(messages);
      setFailure(messageOf(error, options.failureMessage));
      options.onFailure?.(error);
    } finally {
      setBusy(false);
    }
  };

  return { fields, field, failure, busy, submit };
}
