import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import { escapeHtml } from '@openhouse/shared/format/html';
import type { googleLoginSchema, loginSchema, registerPayloadSchema, confirmationSchema, resendConfirmationSchema } from '@openhouse/shared/accounts/schemas';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { AppError, invalidField, invalidFields, notFound, type FieldErrors } from '../../platform/http/errors';
import {
  consumeCodesOf,
  deleteCodesOf,
  findUserByEmail,
  findUserById,
  findUserByUserName,
  grantRole,
  insertUser,
  lockUser,
  markEmailVerified,
  revokeToken,
  updateUser,
  type UserRow,
} from './accounts.repository';
import { warnOfNewDevice } from './new-device';
import { checkCode, createCode, EMAIL_CODE_SECONDS } from './codes';
import { hashPassword, verifyPassword } from './passwords';
import { accountDisabled, endSessions, issueToken, loginResponse, type ClientInfo, type LoginResponse } from './sessions';
import { startSecondStep } from './two-factor.service';
import { rememberedSessionUser, type SessionUser } from './session-user';
import { isUniqueViolation } from '../../platform/db/errors';

type RegisterInput = z.output<typeof registerPayloadSchema>;

/** Registers a realtor (enabled 1, DRE number) or a buyer, and e-mails the verification link. */
export async function register(platform: Platform, input: RegisterInput): Promise<{ message: string; data: { id: number } }> {
  const [byEmail, byUserName] = await Promise.all([findUserByEmail(platform.db, input.email), findUserByUserName(platform.db, input.user_name)]);
  const errors: FieldErrors = {};
  if (byEmail) errors.email = [m.emailTaken];
  if (byUserName) errors.user_name = [m.userNameTaken];
  if (Object.keys(errors).length > 0) throw invalidFields(errors);

  const realtor = input.enabled === 1;
  const passwordHash = await hashPassword(input.password);
  let created: { user: UserRow; code: string };
  try {
    created = await platform.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        name: input.name,
        email: input.email,
        user_name: input.user_name,
        password_hash: passwordHash,
        phone: input.phone,
        enabled: realtor ? 1 : 0,
        dre_number: realtor ? input.dre_number!.trim() : null,
      });
      await grantRole(tx, user.id, realtor ? 'Realtor' : 'Buyer');
      const { code } = await createCode(tx, user.id, 'email', EMAIL_CODE_SECONDS);
      return { user, code };
    });
  } catch (error) {
    // Two sign-ups racing for the same e-mail or user name: the loser hears what the check would have said.
    if (isUniqueViolation(error)) throw invalidField('email', m.emailTaken);
    throw error;
  }
  await sendVerificationMail(platform, created.user, created.code);
  return { message: m.registered, data: { id: created.user.id } };
}

async function sendVerificationMail(platform: Platform, user: UserRow, code: string): Promise<void> {
  const link = `${platform.config.publicUrl}/auth/confirm?userId=${user.id}&code=${code}`;
  await platform.mailer.send({
    to: user.email,
    subject: 'Verify your Openhouse account',
    text: `Hi ${user.name},\n\nWelcome to Openhouse. Verify your e-mail address by opening this link:\n${link}\n\nOr enter this code: ${code}\n\nThe link works for 24 hours.`,
    html: `<p>Hi ${escapeHtml(user.name)},</p><p>Welcome to Openhouse. Verify your e-mail address:</p><p><a href="${link}">Verify my e-mail</a></p><p>Or enter this code: <strong>${code}</strong></p><p>The link works for 24 hours.</p>`,
  });
}

/** POST /confirmation: verifies the e-mail with the code and logs the user in. */
export async function confirmEmail(platform: Platform, input: z.output<typeof confirmationSchema>, client: ClientInfo): Promise<LoginResponse> {
  const user = await findUserById(platform.db, input.userId);
  if (!user) throw invalidField('verificationCode', m.confirmationInvalid);
  await checkCode(platform.db, user.id, 'email', input.verificationCode, m.confirmationInvalid, 'verificationCode');
  await platform.db.transaction(async (tx) => {
    // Under the row lock a resend also takes: a code it issued a moment ago dies with this verification,
    // so no e-mail code of a verified account stays alive.
    await lockUser(tx, user.id);
    await markEmailVerified(tx, user.id);
    await consumeCodesOf(tx, user.id, 'email');
  });
  return completeLogin(platform, (await findUserById(platform.db, user.id))!, { remember: false, client, message: m.confirmed });
}

/**
 * POST /confirmation/resend: a fresh code (the old one stops working, and with it its count of wrong
 * tries) for an account that signed up and is still waiting to be verified, e-mailed as at sign-up.
 * The answer is the same for an unknown, a verified or an invited account, so it tells nobody which
 * ids are accounts waiting for their code; such accounts get no e-mail and nothing about them changes.
 */
export async function resendConfirmation(platform: Platform, input: z.output<typeof resendConfirmationSchema>): Promise<{ message: string }> {
  const issued = await platform.db.transaction(async (tx) => {
    const user = await lockUser(tx, input.userId);
    // Only a sign-up chose a password and got a code; an invited account proves its mailbox through its
    // invitation (or a reset) link, and a verified one has nothing left to prove.
    if (!user || user.email_verified_at || !user.password_hash) return null;
    const { code } = await createCode(tx, user.id, 'email', EMAIL_CODE_SECONDS);
    return { user, code };
  });
  if (issued) await sendVerificationMail(platform, issued.user, issued.code);
  return { message: m.confirmationResent };
}

/** POST /login. */
export async function login(platform: Platform, input: z.output<typeof loginSchema>, client: ClientInfo): Promise<LoginResponse> {
  const user = await findUserByEmail(platform.db, input.email);
  const passwordOk = await verifyPassword(user?.password_hash, input.password);
  if (!user || !passwordOk) throw new AppError(401, m.loginFailedNoPayload, undefined, 'invalid_credentials');
  if (!user.email_verified_at) throw new AppError(403, m.emailNotVerified);
  return completeLogin(platform, user, { remember: input.remember_me, client });
}

/** After the password (or Google): a full session, or the second step when two-factor login is on. */
async function completeLogin(
  platform: Platform,
  user: UserRow,
  options: { remember: boolean; client: ClientInfo; message?: string },
): Promise<LoginResponse> {
  // Before any code or new-device mail goes out; issueToken checks again under a lock.
  if (user.disabled_at) throw accountDisabled();
  if (user.two_factor_type) {
    const issued = await issueToken(platform.db, user, { kind: 'pre_verification', remember: options.remember, client: options.client });
    const smsExpiresAt = await startSecondStep(platform, user);
    return loginResponse(platform.db, user, { ...issued, kind: 'pre_verification' }, { message: 'Enter the verification code to finish signing in.', smsExpiresAt });
  }
  await warnOfNewDevice(platform, user, options.client);
  const issued = await issueToken(platform.db, user, { kind: 'access', remember: options.remember, client: options.client });
  return loginResponse(platform.db, user, { ...issued, kind: 'access' }, { message: options.message });
}

/** POST /google-login: Google vouches for the e-mail; the client's word is taken only for name and picture. */
export async function googleLogin(platform: Platform, input: z.output<typeof googleLoginSchema>, client: ClientInfo): Promise<LoginResponse> {
  if (!platform.google.enabled) throw new AppError(404, 'Google sign-in is not available.');
  const profile = await platform.google.verify(input.access_token).catch((error) => {
    platform.log.warn({ err: error }, 'google token check failed');
    return null;
  });
  if (!profile) throw new AppError(401, m.googleLoginFailed, undefined, 'invalid_credentials');
  let user = await findUserByEmail(platform.db, profile.email);
  if (!user) {
    // Chosen before the transaction: a query on platform.db inside it would wait forever on PGlite's single connection.
    const userName = await freeUserName(platform, profile.email);
    user = await platform.db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        name: (input.name?.trim() || profile.email.split('@')[0]!).slice(0, 100),
        email: profile.email,
        user_name: userName,
        picture: input.picture?.startsWith('https://') ? input.picture : null,
        email_verified_at: new Date(),
      });
      await grantRole(tx, created.id, 'Buyer');
      return created;
    }).catch(async (error: unknown) => {
      // The same Google account signing in twice at once (a double click): the second uses the first's account.
      const winner = isUniqueViolation(error) ? await findUserByEmail(platform.db, profile.email) : undefined;
      if (!winner) throw error;
      return winner;
    });
  } else if (!user.email_verified_at) {
    // Nobody proved this address until now: whoever registered it may not be its owner, so the password
    // they chose (and their pending verification code) must not open the account Google now vouches for.
    user = (await updateUser(platform.db, user.id, { email_verified_at: new Date(), password_hash: null }))!;
    await deleteCodesOf(platform.db, user.id);
  }
  return completeLogin(platform, user, { remember: false, client });
}

async function freeUserName(platform: Platform, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'user').toLowerCase().replace(/[^a-z0-9._-]/g, '').slice(0, 40).padEnd(4, '0');
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base}${Math.floor(Math.random() * 10_000)}`;
    if (!(await findUserByUserName(platform.db, candidate))) return candidate;
  }
  return `${base}${crypto.randomUUID().slice(0, 8)}`;
}

/** POST /logout: the token stops working at once, on every instance, and its live sockets are dropped. */
export async function logout(platform: Platform, actor: Actor): Promise<{ message: string }> {
  await revokeToken(platform.db, actor.tokenId);
  await endSessions(platform, { tokens: [actor.tokenId] });
  return { message: m.loggedOut };
}

export async function currentUser(platform: Platform, actor: Actor): Promise<SessionUser> {
  const user = await rememberedSessionUser(platform, actor.id);
  if (!user) throw notFound();
  return user;
}
