import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { propertyInputSchema, type PropertyDetail, type PropertyInput, type PropertyValues } from '@openhouse/shared/properties/listing';
import { propertyMessages } from '@openhouse/shared/properties/messages';
import { isStaff } from '@openhouse/shared/roles/roles';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../../components/page-loader';
import { SubmitButton } from '../../../../components/submit-button';
import { ApiError, messageOf } from '../../../../lib/api-client';
import { applyServerErrors } from '../../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../../lib/notify';
import { useSession } from '../../../../lib/session-context';
import { useSaveProperty } from '../../api/save-property';
import { AddressStep } from './address-step';
import { DescriptionStep } from './description-step';
import { FactsStep } from './facts-step';
import { detailToForm, EMPTY_PROPERTY } from './form-values';
import { ALL_FIELDS, DOCUMENTS_STEP, firstStepWithError, PHOTOS_STEP, SELLER_STEP, STEPS, type FormField } from './form-steps';
import { SellerStep, type SellerMode } from './seller-step';

// Photos and documents open only once the listing is saved; their dropzone, upload queue and table load then,
// not with the form's first step.
const PhotosStep = lazy(() => import('./photos-step').then((module) => ({ default: module.PhotosStep })));
const DocumentsStep = lazy(() => import('./documents-step').then((module) => ({ default: module.DocumentsStep })));

/** Collects the dotted paths of react-hook-form's nested errors (seller_invite.email, features.2). */
function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && 'message' in value) return [path];
    return value && typeof value === 'object' ? errorPaths(value as FieldErrors, path) : [];
  });
}

/**
 * The add and edit form in one: address, facts, description and seller are validated step by step
 * with the shared schema, then saved (POST on add, PUT on edit) so photos and documents can be
 * uploaded to the listing's id in the last two steps. A new listing is saved as a draft, private to its
 * listing side; the last step opens its preview, where it is published (docs/DECISIONS.md, Drafts).
 */
const sellerModeOf = (listing?: PropertyDetail): SellerMode => (listing?.seller_id ? 'existing' : 'none');

export function PropertyForm({ property }: { property?: PropertyDetail }) {
  const navigate = useNavigate();
  const { roles } = useSession();
  const save = useSaveProperty();
  const wide = useMediaQuery('(min-width: 48em)');
  const [propertyId, setPropertyId] = useState<number | undefined>(property?.id);
  const [active, setActive] = useState(0);
  // The listing as last saved: a save that leaves the seller step as it was keeps the seller and any pending
  // invitation (seller_id left out) rather than clearing or re-sending them.
  const [baseline, setBaseline] = useState<PropertyDetail | undefined>(property);
  const [sellerMode, setSellerMode] = useState<SellerMode>(sellerModeOf(property));
  const form = useForm<PropertyInput, unknown, PropertyValues>({
    resolver: zodResolver(propertyInputSchema),
    defaultValues: property ? detailToForm(property) : EMPTY_PROPERTY,
    mode: 'onTouched',
  });

  const goTo = (step: number) => {
    setActive(step);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const next = async () => {
    const fields = [...STEPS[active]!.fields] as FormField[];
    if (fields.length === 0 || (await form.trigger(fields, { shouldFocus: true }))) goTo(active + 1);
  };

  const changeSellerMode = (mode: SellerMode) => {
    if (mode !== 'invite') form.unregister('seller_invite');
    if (mode !== 'existing') form.setValue('seller_id', null);
    form.clearErrors(['seller_id', 'seller_invite']);
    setSellerMode(mode);
  };

  const saveListing = form.handleSubmit(
    async (values) => {
      const keepsSeller = baseline !== undefined && sellerMode === sellerModeOf(baseline) && (sellerMode !== 'existing' || values.seller_id === baseline.seller_id);
      const payload: PropertyValues = {
        ...values,
        seller_id: keepsSeller ? undefined : sellerMode === 'existing' ? (values.seller_id ?? null) : null,
        seller_invite: !keepsSeller && sellerMode === 'invite' ? values.seller_invite : undefined,
        // A new listing starts as a draft; an edit never changes whether it is published.
        draft: propertyId === undefined ? true : undefined,
      };
      try {
        const saved = await save.mutateAsync({ id: propertyId, values: payload });
        toastSuccess(propertyId ? propertyMessages.updated : propertyMessages.draftSaved);
        setPropertyId(saved.data.id);
        setBaseline(saved.data);
        if (sellerMode === 'invite') {
          form.unregister('seller_invite');
          form.setValue('seller_id', saved.data.seller_id);
          setSellerMode(sellerModeOf(saved.data));
        }
        if (active <= SELLER_STEP) goTo(PHOTOS_STEP);
      } catch (error) {
        if (applyServerErrors(error, form.setError, ALL_FIELDS) && error instanceof ApiError) {
          const step = firstStepWithError(Object.keys(error.errors));
          if (step !== null) goTo(step);
        }
        toastError(messageOf(error, 'The listing could not be saved. Please try again.'));
      }
    },
    (errors) => {
      const step = firstStepWithError(errorPaths(errors));
      if (step !== null) goTo(step);
    },
  );

  // Enter in a field moves on a step rather than saving a half-filled listing.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (active < SELLER_STEP) void next();
    else if (active === SELLER_STEP) void saveListing();
  };

  const saved = propertyId !== undefined;
  const isDraft = baseline?.published_at === null;
  const busy = form.formState.isSubmitting;
  const step = STEPS[active]!;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate aria-label={property ? 'Edit property' : 'Add property'}>
        <Stepper
          active={active}
          onStepClick={goTo}
          // Photos and documents need the saved listing; before the first save only earlier steps open.
          allowNextStepsSelect={saved}
          size="sm"
          iconSize={wide ? 32 : 28}
          // On phones the separators are short, so all six step numbers fit on one row down to 320 px.
          styles={{ steps: { flexWrap: 'wrap', rowGap: 8 }, separator: wide ? undefined : { marginInline: 6 } }}
        >
          {STEPS.map((item, index) => (
            <Stepper.Step key={item.key} label={wide ? item.label : undefined} aria-label={item.label} allowStepSelect={saved || index < active}>
              <Text size="sm" c="dimmed" mb="md" hiddenFrom="sm">
                Step {index + 1} of {STEPS.length}: {item.label}
              </Text>
              {index === 0 ? <AddressStep form={form} propertyId={propertyId} /> : null}
              {index === 1 ? <FactsStep form={form} canFeature={isStaff(roles)} /> : null}
              {index === 2 ? <DescriptionStep form={form} propertyId={propertyId} /> : null}
              {index === SELLER_STEP ? (
                <SellerStep
                  form={form}
                  mode={sellerMode}
                  onModeChange={changeSellerMode}
                  initialSeller={baseline?.seller ? { id: baseline.seller.id, name: baseline.seller.name, email: baseline.seller.email } : null}
                  invitation={baseline?.seller_invitation ?? null}
                />
              ) : null}
              {(index === PHOTOS_STEP || index === DOCUMENTS_STEP) && propertyId ? (
                <Suspense fallback={<PageLoader />}>
                  {index === PHOTOS_STEP ? <PhotosStep propertyId={propertyId} /> : <DocumentsStep propertyId={propertyId} />}
                </Suspense>
              ) : null}
            </Stepper.Step>
          ))}
        </Stepper>

        <Group justify="space-between" mt="xl" gap="sm">
          <Button variant="default" onClick={() => goTo(active - 1)} disabled={active === 0 || busy}>
            Back
          </Button>
          <Group gap="sm">
            {active < SELLER_STEP ? (
              <Button variant="light" onClick={() => void saveListing()} loading={busy}>
                {saved ? 'Save changes' : 'Save draft'}
              </Button>
            ) : null}
            {active < SELLER_STEP ? <Button type="submit">Next</Button> : null}
            {active === SELLER_STEP ? <SubmitButton busy={busy} label={saved ? 'Save listing' : 'Save draft'} busyLabel="Saving" /> : null}
            {active === PHOTOS_STEP ? <Button onClick={() => goTo(DOCUMENTS_STEP)}>Next</Button> : null}
            {active === DOCUMENTS_STEP && propertyId ? (
              <Button onClick={() => navigate(`/properties/${propertyId}`)}>{isDraft ? 'Preview and publish' : 'Finish'}</Button>
            ) : null}
          </Group>
        </Group>
        <Text size="xs" c="dimmed" mt="sm" aria-live="polite">
          {step.key === 'seller' && !saved ? 'Saving creates the listing as a draft, seen only by you and its seller; then you can add photos and documents.' : null}
          {step.key === 'documents' && isDraft ? 'The listing is a draft: preview it as buyers will see it, then publish it.' : null}
        </Text>
      </form>
    </Paper>
  );
}
