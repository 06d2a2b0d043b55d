import type { z } from 'zod';
import type { RegisterPayload, registerFormSchema } from './registration-schemas';

/**
 * Maps the sign-up form onto the registration payload (mobile is copied to phone). Apart from the schemas, so
 * the form can call it without loading them.
 */
export function toRegisterPayload(form: z.output<typeof registerFormSchema>): RegisterPayload {
  const realtor = form.is_realtor === 'yes';
  return {
    name: form.name,
    user_name: form.user_name,
    email: form.email,
    password: form.password,
    password_confirmation: form.password_confirmation,
    phone: form.mobile,
    mobile: form.mobile,
    enabled: realtor ? 1 : 0,
    dre_number: realtor ? form.dre_number : null,
    terms: form.terms,
  };
}
