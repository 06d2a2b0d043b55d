import { REALTOR_PROFILE_FIELDS } from '@openhouse/shared/accounts/fields';
import { hasRealtorCard } from '@openhouse/shared/roles/roles';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import type { sendPhoneCodeSchema, updatePhoneSchema, userUpdateSchema, verifyPhoneSchema } from '@openhouse/shared/accounts/schemas';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { AppError, forbidden, invalidField, notFound } from '../../platform/http/errors';
import { isUniqueViolation } from '../../platform/db/errors';
import { cleanImage, IMAGE_TYPES } from '../../platform/images/images';
import { deleteUser, findUserById, findUserByUserName, liveCode } from './accounts.repository';
import { checkCode, createCode, SMS_CODE_SECONDS } from './codes';
import { toSessionUser, type SessionUser } from './session-user';
import { endSessions } from './sessions';
import { changeUser } from './user-changes';
import { ownFileKeys } from '../file-manager/file-manager.queries';
import { deleteQuietly } from '../../platform/storage/batch';

export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * PUT /users/{id}: a person edits only themselves, and never their roles, id or e-mail. The realtor's card
 * (licence number, brokerage, bio) is refused to anyone else with a 422 naming the field, rather than
 * dropped in silence: a client that sends it expects it kept (docs/DECISIONS.md, Realtor profile).
 */
export async function updateProfile(platform: Platform, actor: Actor, userId: number, input: z.output<typeof userUpdateSchema>): Promise<{ message: string; data: SessionUser }> {
  if (userId !== actor.id) throw forbidden();
  const cardField = REALTOR_PROFILE_FIELDS.find((field) => input[field] !== undefined);
  if (cardField && !hasRealtorCard(actor.roles)) throw invalidField(cardField, m.realtorProfileOnly);
  if (input.user_name) {
    const holder = await findUserByUserName(platform.db, input.user_name);
    if (holder && holder.id !== actor.id) throw invalidField('user_name', m.userNameTaken);
  }
  try {
    const user = await changeUser(platform, actor.id, input);
    if (!user) throw notFound();
    return { message: m.profileUpdated, data: await toSessionUser(platform.db, user) };
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('user_name', m.userNameTaken);
    throw error;
  }
}

/**
 * POST /profile_information: name and user name, and a picture checked by its bytes, not its label, and
 * re-encoded as listing photos are, so its camera metadata (GPS, device) never reaches its public URL.
 */
export async function updateProfileInformation(
  platform: Platform,
  actor: Actor,
  input: { fields: z.output<typeof userUpdateSchema>; picture?: Buffer },
): Promise<{ message: string; data: SessionUser }> {
  let pictureKey: string | undefined;
  if (input.picture) {
    if (input.picture.length > PICTURE_MAX_BYTES) throw new AppError(413, m.pictureTooLarge, { picture: [m.pictureTooLarge] });
    const image = await cleanImage(input.picture);
    if (!image) throw invalidField('picture', m.pictureInvalid);
    pictureKey = `avatars/${crypto.randomUUID()}.${image.extension}`;
    await platform.storage.put(pictureKey, image.bytes, image.mime);
  }
  const fields = pictureKey ? { ...input.fields, picture: `/api/v1/${pictureKey}` } : input.fields;
  const previous = await findUserById(platform.db, actor.id);
  const answer = await updateProfile(platform, actor, actor.id, fields as z.output<typeof userUpdateSchema>).catch(async (error: unknown) => {
    // The profile was refused (e.g. a taken user name): the picture stored for it must not stay behind.
    if (pictureKey) await platform.storage.delete(pictureKey);
    throw error;
  });
  const oldKey = previous?.picture?.startsWith('/api/v1/avatars/') ? previous.picture.slice('/api/v1/'.length) : null;
  if (pictureKey && oldKey) await platform.storage.delete(oldKey);
  return answer;
}

/** GET /avatars/{file}: profile pictures are public, like a business card. */
export async function readAvatar(platform: Platform, file: string): Promise<{ body: Buffer; type: string }> {
  const match = /^([0-9a-f-]{36})\.(png|jpg|gif|webp)$/.exec(file);
  if (!match) throw notFound();
  const body = await platform.storage.get(`avatars/${file}`);
  if (!body) throw notFound();
  const type = Object.entries(IMAGE_TYPES).find(([, ext]) => ext === match[2])![0];
  return { body, type };
}

/** DELETE /profile/delete: the account and everything that belongs only to it. */
export async function deleteProfile(platform: Platform, actor: Actor): Promise<{ message: string }> {
  const user = await findUserById(platform.db, actor.id);
  if (!user) throw notFound();
  // The file manager's rows go with the account; their bytes are read first and deleted once the rows are gone.
  const fileKeys = await ownFileKeys(platform.db, actor.id);
  await deleteUser(platform.db, actor.id);
  // Its tokens went with it; every instance forgets them, and the sockets they opened go too.
  await endSessions(platform, { users: [actor.id] });
  if (user.picture?.startsWith('/api/v1/avatars/')) await platform.storage.delete(user.picture.slice('/api/v1/'.length));
  await deleteQuietly(platform, fileKeys);
  return { message: m.profileDeleted };
}

export async function userNameAvailability(platform: Platform, userName: string): Promise<{ available: boolean; message: string }> {
  const taken = Boolean(await findUserByUserName(platform.db, userName));
  return { available: !taken, message: taken ? m.userNameTaken : m.userNameAvailable };
}

/** POST /send-verification-code: a code to the given number (or the current one) to prove it is yours. */
export async function sendPhoneCode(platform: Platform, actor: Actor, input: z.output<typeof sendPhoneCodeSchema>): Promise<{ message: string; sms_verification_code_expires_at: string }> {
  const user = await findUserById(platform.db, actor.id);
  if (!user) throw notFound();
  const phone = input.phone ?? user.phone;
  if (!phone) throw invalidField('phone', m.phoneEmpty);
  const { code, row } = await createCode(platform.db, user.id, 'phone', SMS_CODE_SECONDS, phone);
  await platform.sms.send(phone, `Your Openhouse phone verification code is ${code}. It expires in 10 minutes.`);
  return { message: m.phoneCodeSent, sms_verification_code_expires_at: row.expires_at.toISOString() };
}

/** POST /verify-phone-number and /update-phone-number: the code proves the number it was sent to. */
export async function confirmPhone(
  platform: Platform,
  actor: Actor,
  input: z.output<typeof verifyPhoneSchema> & Partial<z.output<typeof updatePhoneSchema>>,
): Promise<{ message: string; data: SessionUser }> {
  // A number other than the one the code went to is refused before the code is spent.
  const live = input.phone ? await liveCode(platform.db, actor.id, 'phone') : undefined;
  if (live && input.phone !== live.target) throw invalidField('phone', m.phoneInvalid);
  const code = await checkCode(platform.db, actor.id, 'phone', input.code, m.twoFactorFailed);
  const user = await changeUser(platform, actor.id, { phone: code.target, phone_verified_at: new Date() });
  return { message: input.phone ? m.phoneUpdated : m.phoneVerified, data: await toSessionUser(platform.db, user!) };
}
