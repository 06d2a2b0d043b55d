import { proposeUserName } from '@openhouse/shared/accounts/user-name-proposal';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useWatch, type Control, type FieldValues, type Path, type PathValue, type UseFormSetValue } from 'react-hook-form';

type ProposalFields = FieldValues & { name?: unknown; email?: unknown; user_name?: unknown };

/** The hint shown under a proposed user name, so the realtor knows it came from the form and may change it. */
export const PROPOSED_USER_NAME_HINT = 'Proposed from the e-mail or name; change it if you like.';

/**
 * The add vendor and add prospect forms require a user name (spec part 2, section 5), which a realtor seldom
 * knows. While adding, and until the realtor types their own, the field follows the e-mail and name with a
 * proposal (at least 4 characters, not among `taken`: the user names the page already shows). Editing keeps
 * the stored name. Returns the field's onInput (typing stops the proposal; clearing it resumes) and whether
 * the value shown is a proposal.
 */
export function useProposedUserName<F extends ProposalFields>(control: Control<F>, setValue: UseFormSetValue<F>, active: boolean, taken: readonly string[] = []) {
  const [name, email] = useWatch({ control, name: ['name', 'email'] as Path<F>[] }) as unknown[];
  const typed = useRef(false);
  const [proposing, setProposing] = useState(false);
  const takenKey = taken.join('\n');

  useEffect(() => {
    if (!active) typed.current = false;
  }, [active]);
  useEffect(() => {
    if (!active || typed.current) return;
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    const proposal = text(name) || text(email) ? proposeUserName({ name: text(name), email: text(email) }, new Set(takenKey ? takenKey.toLowerCase().split('\n') : [])) : '';
    // A proposal is valid, so checking it clears a 'User name is required' left by an earlier submit; an empty
    // field is not checked here, so no error shows before the realtor submits.
    setValue('user_name' as Path<F>, proposal as PathValue<F, Path<F>>, { shouldValidate: proposal !== '' });
    setProposing(proposal !== '');
  }, [active, name, email, takenKey, setValue]);

  const onInput = (event: FormEvent<HTMLInputElement>) => {
    typed.current = event.currentTarget.value !== '';
    setProposing(false);
  };
  return { onInput, proposing: active && proposing };
}
