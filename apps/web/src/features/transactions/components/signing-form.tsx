import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { transactionMessages } from '@openhouse/shared/transactions/messages';
import type { SigningView } from '@openhouse/shared/transactions/schemas';
import { IconBan } from '@tabler/icons-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { LightCheckbox } from '../../../components/light-checkbox';
import { SegmentedToggle } from '../../../components/segmented-toggle';
import { SubmitButton } from '../../../components/submit-button';
import { messageOf } from '../../../lib/api-client';
import { toastError } from '../../../lib/notify';
import { useDeclineContract } from '../api/decline-contract';
import { useSignContract, type Signature, type SignContractResponse } from '../api/sign-contract';
import type { SignerRef } from '../api/signer-ref';
import { renderSignaturePng, SignaturePad } from './signature-pad';
import { exportSignature, isPadEmpty, type Stroke } from './signature-pad-model';
import { TypedSignature } from './typed-signature';

type Mode = 'typed' | 'drawn';

const SIGNATURE_KINDS: { value: Mode; label: string }[] = [
  { value: 'typed', label: 'Type' },
  { value: 'drawn', label: 'Draw' },
];

/*
 * The signing link is a public page: zod and the transaction schemas (about 25 KiB gzipped) load on the first
 * Sign or Decline, and the decline dialog (a Modal, whose scroll area brings floating-ui) when first asked for.
 */
const loadSchemas = () => import('@openhouse/shared/transactions/schemas');
const ReasonDialog = lazy(() => import('./reason-dialog').then((module) => ({ default: module.ReasonDialog })));

type SigningFormProps = {
  signerRef: SignerRef;
  view: SigningView;
  onSigned: (response: SignContractResponse) => void;
  onDeclined: (message: string) => void;
};

const SCHEMAS_UNAVAILABLE = 'The page could not finish loading. Check your connection and try again.';

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }, fallback: string): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? fallback);
}

/**
 * Consent, then a typed or drawn signature, then Sign. Sign stays disabled until both are there; the
 * same shared schema the server applies checks the request before it is sent.
 */
export function SigningForm({ signerRef, view, onSigned, onDeclined }: SigningFormProps) {
  const [consent, setConsent] = useState(false);
  const [mode, setMode] = useState<Mode>('typed');
  const [typedName, setTypedName] = useState('');
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  // Mounted from the first Decline on, so the dialog keeps its closing transition afterwards.
  const [declineAsked, setDeclineAsked] = useState(false);
  const sign = useSignContract();
  const decline = useDeclineContract();
  // True while the schemas download on the first Sign: a second click must not send the signature twice.
  const [checking, setChecking] = useState(false);
  const busy = sign.isPending || checking;

  const hasSignature = mode === 'typed' ? typedName.trim().length > 0 : !isPadEmpty(strokes);
  const missing = [!consent ? transactionMessages.consentRequired : null, !hasSignature ? transactionMessages.signatureRequired : null].filter(Boolean);

  const changeTyped = (value: string) => {
    setTypedName(value);
    setError(null);
  };
  const changeStrokes = (next: Stroke[]) => {
    setStrokes(next);
    setError(null);
  };

  const signature = (): Signature | string => {
    if (mode === 'typed') return { signature_type: 'typed', typed_name: typedName.trim() };
    const exported = exportSignature(strokes, (scale) => renderSignaturePng(strokes, scale));
    return exported.ok ? { signature_type: 'drawn', drawn_signature: exported.dataUrl } : exported.message;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!consent) return setError(transactionMessages.consentRequired);
    const chosen = signature();
    if (typeof chosen === 'string') return setError(chosen);
    const input = { ...signerRef, consent: true as const, ...chosen };
    setChecking(true);
    const schemas = await loadSchemas().catch(() => null);
    setChecking(false);
    if (!schemas) return setError(SCHEMAS_UNAVAILABLE);
    const problem = firstIssue(schemas.signContractSchema.safeParse(input), transactionMessages.signatureRequired);
    if (problem) return setError(problem);
    setError(null);
    sign.mutate(input, {
      onSuccess: onSigned,
      // Shown beside the Sign button, where the signer is looking.
      onError: (failure) => setError(messageOf(failure, 'Your signature could not be recorded. Please try again.')),
    });
  };

  const confirmDecline = (reason: string) =>
    decline.mutate(
      { ...signerRef, reason },
      {
        onSuccess: (body) => {
          setDeclining(false);
          onDeclined(body?.message || transactionMessages.declined);
        },
        onError: (failure) => toastError(messageOf(failure, 'Your answer could not be recorded. Please try again.')),
      },
    );

  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Sign the contract">
        <Stack gap="md">
          <LightCheckbox
            checked={consent}
            onChange={(event) => {
              setConsent(event.currentTarget.checked);
              setError(null);
            }}
            label={view.consent_text}
            disabled={busy}
          />

          <div>
            <Text size="sm" fw={500} mb={6} id="signature-kind-label">
              Your signature
            </Text>
            <SegmentedToggle
              aria-labelledby="signature-kind-label"
              value={mode}
              onChange={(value) => {
                setMode(value);
                setError(null);
              }}
              data={SIGNATURE_KINDS}
              disabled={busy}
              mb="sm"
            />
            {mode === 'typed' ? (
              <TypedSignature value={typedName} onChange={changeTyped} signerName={view.signer.name} disabled={busy} />
            ) : (
              <SignaturePad strokes={strokes} onChange={changeStrokes} disabled={busy} />
            )}
          </div>

          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : missing.length > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {missing.join(' ')}
            </Text>
          ) : null}

          <Group justify="space-between" gap="sm">
            <Button variant="subtle" color="red" leftSection={<IconBan size={16} aria-hidden />} onClick={() => {
                setDeclineAsked(true);
                setDeclining(true);
              }} disabled={busy}>
              Decline to sign
            </Button>
            <SubmitButton busy={busy} label="Sign" busyLabel="Signing…" disabled={missing.length > 0} miw={140} />
          </Group>
        </Stack>
      </form>

      {/* Outside the form: the dialog's own submit would otherwise bubble (through the React tree) into Sign. */}
      {declineAsked ? (
        <Suspense fallback={null}>
          <ReasonDialog
            opened={declining}
            title="Decline to sign"
            confirmLabel="Decline"
            busy={decline.isPending}
            validate={async (reason) => {
              const schemas = await loadSchemas().catch(() => null);
              if (!schemas) return SCHEMAS_UNAVAILABLE;
              return firstIssue(schemas.declineContractSchema.safeParse({ ...signerRef, reason }), transactionMessages.reasonRequired);
            }}
            onConfirm={confirmDecline}
            onCancel={() => setDeclining(false)}
          >
            Declining cancels the transaction for both parties and cannot be undone. Please tell the other side why.
          </ReasonDialog>
        </Suspense>
      ) : null}
    </>
  );
}
