import { REALTOR_PROFILE_FIELDS } from '@openhouse/shared/accounts/fields';
import { userUpdateSchema } from '@openhouse/shared/accounts/schemas';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, fieldErrorsFrom } from '../../platform/http/errors';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import { PICTURE_MAX_BYTES } from './profile.service';

const TEXT_FIELDS = new Set<string>(['name', 'user_name', ...REALTOR_PROFILE_FIELDS]);

/** Reads the multipart profile form: text fields validated like PUT /users, the picture as bytes. */
export async function readProfileForm(request: FastifyRequest): Promise<{ fields: z.output<typeof userUpdateSchema>; picture?: Buffer }> {
  if (!request.isMultipart()) throw new AppError(415, 'Send the profile as multipart/form-data.');
  const raw: Record<string, string> = {};
  let picture: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: PICTURE_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'picture') {
          await part.toBuffer();
          continue;
        }
        picture = await part.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, m.pictureTooLarge, { picture: [m.pictureTooLarge] });
          throw error;
        });
      } else if (TEXT_FIELDS.has(part.fieldname)) {
        raw[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    // A broken form (no boundary, cut short) is the client's fault: a 400, not a 500. Limits keep their 413.
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status && status >= 400 && status < 500)) throw error;
    throw new AppError(400, 'The request body is not a valid multipart form.');
  }
  const parsed = userUpdateSchema.safeParse(raw);
  if (!parsed.success) {
    const { message, errors } = fieldErrorsFrom(parsed.error.issues);
    throw new AppError(422, message, errors);
  }
  return { fields: parsed.data, picture };
}
