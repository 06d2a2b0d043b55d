import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '../format/datetime';
import { sixDigitCodeSchema } from './code-schemas';
import { nameSchema, realtorProfileFields, userNameSchema } from './fields';
import { accountMessages as m } from './messages';
import { usPhoneSchema } from './phone-schema';

const TIME_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

/**
 * Whether the runtime knows the zone as an IANA one. The runtime's list holds canonical names only, and ICU's
 * canonical name is not always IANA's (Asia/Calcutta for Asia/Kolkata), so a name counts when it resolves to
 * one on the list; offsets and made-up names do not.
 */
function isKnownTimeZone(zone: string): boolean {
  try {
    return TIME_ZONES.has(new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

/**
 * A user's time zone: an IANA zone name, or UTC. EST is the spec's name for the product's default zone
 * (docs/DECISIONS.md, Accounts), so it is stored as that zone.
 */
export const timeZoneSchema = z
  .string()
  .max(64, { error: m.timeZoneInvalid })
  .transform((zone) => (zone.trim().toUpperCase() === 'EST' ? DEFAULT_TIME_ZONE : zone.trim()))
  .refine(isKnownTimeZone, { error: m.timeZoneInvalid });

/** What a user may change about themselves through PUT /users/{id}. Roles, ids and e-mail are not here. */
export const userUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    user_name: userNameSchema.optional(),
    show_guided_tour: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Number).optional(),
    timezone: timeZoneSchema.optional(),
    ...realtorProfileFields,
  })
  .strict();

export const userNameQuerySchema = z.object({ user_name: userNameSchema });

export const sendPhoneCodeSchema = z.object({ phone: usPhoneSchema(m.phoneEmpty).optional() });
export const verifyPhoneSchema = z.object({ code: sixDigitCodeSchema });
export const updatePhoneSchema = z.object({ phone: usPhoneSchema(m.phoneEmpty), code: sixDigitCodeSchema });
