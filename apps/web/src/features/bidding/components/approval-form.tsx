import { Alert, Checkbox, CloseButton, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/dropzone/styles.css';
import { Dropzone } from '@mantine/dropzone';
import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import { BIDDER_STATUSES, bidderStatusLabels, PROOF_MAX_BYTES, type BidderStatus } from '@openhouse/shared/bidding/rules';
import { bidApprovalFieldsSchema } from '@openhouse/shared/bidding/schemas';
import { formatRate } from '@openhouse/shared/format/money';
import { formatFileSize } from '@openhouse/shared/properties/document-size';
import { IconFileTypePdf, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { SubmitButton } from '../../../components/submit-button';
import { messageOf } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useCreateApproval } from '../api/create-approval';
import { checkProofFile, PROOF_ACCEPT, rejectionMessage } from './proof-file';

export type ApprovalValues = {
  bid_nickname: string;
  status: BidderStatus | null;
  agreement: boolean;
  proof_document: File | null;
};

const FIELDS = ['bid_nickname', 'status', 'agreement', 'proof_document'] as const;
const statusOptions = BIDDER_STATUSES.map((value) => ({ value, label: bidderStatusLabels[value] }));

/** The Buyer's Premium rule the bidder agrees to, with this auction's rate. */
export function premiumRuleText(rate: number): string {
  return `I agree to the Buyer's Premium rule: the winning bidder pays a buyer's premium of ${formatRate(rate)} of the winning bid, on top of the bid.`;
}

type ApprovalFormProps = {
  propertyId: number;
  premiumRate: number;
  /** After the request is stored: the wizard shows it as awaiting review. */
  onSubmitted: (message: string) => void;
};

/**
 * The wizard's Get Approved step: a nickname other bidders see, who is bidding, proof of funds (one PDF
 * up to 20 MB) and agreement to the Buyer's Premium rule. Posted as multipart.
 */
export function ApprovalForm({ propertyId, premiumRate, onSubmitted }: ApprovalFormProps) {
  // Why the last chosen file was refused; a later submit repeats that reason rather than 'required'.
  const proofProblem = useRef<string | null>(null);
  const [checkingFile, setCheckingFile] = useState(false);
  const create = useCreateApproval();

  const resolver: Resolver<ApprovalValues> = async (values) => {
    const errors: FieldErrors<ApprovalValues> = {};
    const parsed = bidApprovalFieldsSchema.safeParse({ ...values, property_id: propertyId });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof ApprovalValues;
        if ((FIELDS as readonly string[]).includes(field) && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
      }
    }
    if (!values.proof_document) errors.proof_document = { type: 'required', message: proofProblem.current ?? m.proofRequired };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

  const form = useForm<ApprovalValues>({
    resolver,
    defaultValues: { bid_nickname: '', status: null, agreement: false, proof_document: null },
  });
  const errors = form.formState.errors;
  const proof = form.watch('proof_document');

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    setCheckingFile(true);
    const problem = await checkProofFile(file);
    setCheckingFile(false);
    proofProblem.current = problem;
    if (problem) {
      form.setValue('proof_document', null);
      form.setError('proof_document', { type: 'validate', message: problem });
      return;
    }
    form.setValue('proof_document', file);
    form.clearErrors('proof_document');
  };

  const refuse = (message: string) => {
    proofProblem.current = message;
    form.setValue('proof_document', null);
    form.setError('proof_document', { type: 'validate', message });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync({
        propertyId,
        nickname: values.bid_nickname.trim(),
        status: values.status as BidderStatus,
        proof: values.proof_document as File,
        path: `/properties/${propertyId}?approvals=1`,
      });
      const message = answer.message || m.approvalCreated;
      toastSuccess(message);
      onSubmitted(message);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
      // A 401 also closes the wizard and opens the login modal (the API client does that).
      toastError(m.approvalNotCreated(messageOf(error, m.somethingWrong)));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Get approved to bid">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The listing side reviews every bidder before bidding. Tell them who you are and show proof of funds.
        </Text>
        <TextInput
          label="Bidder nickname"
          description="Other bidders see this instead of your name."
          withAsterisk
          autoComplete="off"
          {...form.register('bid_nickname')}
          error={errors.bid_nickname?.message}
        />
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Select
              label="I am bidding as"
              placeholder="Choose one"
              withAsterisk
              data={statusOptions}
              value={field.value}
              onChange={(value) => field.onChange((value as BidderStatus | null) ?? null)}
              onBlur={field.onBlur}
              error={errors.status?.message}
              comboboxProps={{ zIndex: 400 }}
            />
          )}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Proof of funds{' '}
            <Text span c="red" inherit>
              *
            </Text>
          </Text>
          <Dropzone
            onDrop={(files) => void chooseFile(files[0])}
            onReject={(rejections) => refuse(rejectionMessage(rejections))}
            maxSize={PROOF_MAX_BYTES}
            accept={PROOF_ACCEPT}
            multiple={false}
            loading={checkingFile}
            disabled={create.isPending}
            inputProps={{ 'aria-label': 'Choose the proof document (PDF)' }}
          >
            <Group justify="center" gap="md" mih={90} wrap="nowrap" style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={32} stroke={1.5} aria-hidden />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={32} stroke={1.5} aria-hidden />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconFileTypePdf size={32} stroke={1.5} aria-hidden />
              </Dropzone.Idle>
              <div>
                <Text fw={500} size="sm">
                  Drop your proof of funds here or click to choose
                </Text>
                <Text size="xs" c="dimmed">
                  One PDF, up to {formatFileSize(PROOF_MAX_BYTES)}.
                </Text>
              </div>
            </Group>
          </Dropzone>
          {proof ? (
            <Group gap="xs" wrap="nowrap">
              <IconFileTypePdf size={18} aria-hidden />
              <Text size="sm" style={{ wordBreak: 'break-word', flex: 1 }}>
                {proof.name}{' '}
                <Text span size="xs" c="dimmed">
                  ({formatFileSize(proof.size)})
                </Text>
              </Text>
              <CloseButton size="sm" aria-label={`Remove ${proof.name}`} onClick={() => form.setValue('proof_document', null)} disabled={create.isPending} />
            </Group>
          ) : null}
          {errors.proof_document?.message ? (
            <Text size="xs" c="red" role="alert">
              {errors.proof_document.message}
            </Text>
          ) : null}
        </Stack>
        <Checkbox {...form.register('agreement')} label={premiumRuleText(premiumRate)} error={errors.agreement?.message} />
        {create.isError ? (
          <Alert color="red" variant="light">
            {m.approvalNotCreated(messageOf(create.error, m.somethingWrong))}
          </Alert>
        ) : null}
        <SubmitButton busy={create.isPending} label="Submit for approval" busyLabel="Submitting" disabled={checkingFile} />
      </Stack>
    </form>
  );
}
