import { z } from 'zod';
import { accountMessages as m } from './messages';
import { codeText, SIX_DIGIT_CODE } from './rules';

export const confirmationCodeSchema = z
  .union([z.string(), z.number()], { error: m.confirmationRequired })
  .transform(codeText)
  .pipe(
    z
      .string()
      .min(1, { error: m.confirmationRequired })
      .min(4, { error: m.confirmationMin })
      .max(12, { error: m.confirmationInvalid })
      .regex(/^\d+$/, { error: m.confirmationDigits }),
  );

export const sixDigitCodeSchema = z
  .union([z.string(), z.number()], { error: m.codeLength })
  .transform(codeText)
  .pipe(z.string().regex(SIX_DIGIT_CODE, { error: m.codeLength }));
