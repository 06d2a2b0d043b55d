import { REALTOR_PROFILE_FIELDS } from '@openhouse/shared/accounts/fields';
import { userUpdateSchema } from '@openhouse/shared/accounts/schemas';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, fieldErrorsFrom } from '../../platform/http/errors';
import { readMultipart } from '../../platform/http/multipart';
import { httpMessages } from '@openhouse/shared/http/messages';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import { PICTURE_MAX_BYTES } from './profile.service';

const TEXT_FIELDS = new Set<string>(['name', 'user_name', ...REALTOR_PROFILE_FIELDS]);

/** Reads the multipart profile form: text fields validated like PUT /users, the picture as bytes. */
export async function readProfileForm(request: FastifyRequest): Promise<{ fields: z.output<typeof userUpdateSchema>; picture?: Buffer }> {
  const raw: Record<string, string> = {};
  let picture: Buffer | undefined;
  // readMultipart answers a broken form with a 400, and one its parser stalls on, too, rather than waiting for ever.
  await readMultipart(request, {
    notMultipart: 'Send the profile as multipart/form-data.',
    limits: { fileSize: PICTURE_MAX_BYTES, files: 1 },
    tooLarge: (field) => (field === 'picture' ? new AppError(413, m.pictureTooLarge, { picture: [m.pictureTooLarge] }) : new AppError(413, httpMessages.payloadTooLarge)),
    onFile: (file) => {
      if (file.field === 'picture') picture = file.bytes;
    },
    onField: (name, value) => {
      if (TEXT_FIELDS.has(name)) raw[name] = value;
    },
  });
  const parsed = userUpdateSchema.safeParse(raw);
  if (!parsed.success) {
    const { message, errors } = fieldErrorsFrom(parsed.error.issues);
    throw new AppError(422, message, errors);
  }
  return { fields: parsed.data, picture };
}
