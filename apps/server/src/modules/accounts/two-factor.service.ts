import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import { recoveryMessages } from '@openhouse/shared/accounts/recovery-code-schemas';
import type { disableTwoFactorSchema, enableTwoFactorSchema, verifyTwoFactorSchema } from '@openhouse/shared/accounts/schemas';
import * as OTPAuth from 'otpauth';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { AppError, invalidField, notFound } from '../../platform/http/errors';
import { advanceTotpStep, findUserById, liveCode, revokeToken, tokenIsRemembered, updateUser, type UserRow } from './accounts.repository';
import { changeUser } from './user-changes';
import { dropRecoveryCodes, issueRecoveryCodes, spendRecoveryCode } from './recovery-codes';
import { refreshSessions } from './sessions';
import { checkCode, createCode, MAX_CODE_ATTEMPTS, SMS_CODE_SECONDS } from './codes';
import { verifyPassword } from './passwords';
import { warnOfNewDevice } from './new-device';
import { endSessions, issueToken, loginResponse, type ClientInfo, type LoginResponse } from './sessions';

const TOTP_PERIOD = 30;

function totpFor(user: Pick<UserRow, 'email'>, secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer: 'Openhouse', label: user.email, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD, secret: OTPAuth.Secret.fromBase32(secret) });
}

/** The time step a valid code belongs to, allowing one step of drift; null when the code is wrong. */
function totpStep(user: UserRow, secret: string, code: string): number | null {
  const delta = totpFor(user, secret).validate({ token: code, window: 1 });
  if (delta === null) return null;
  return Math.floor(Date.now() / 1000 / TOTP_PERIOD) + delta;
}

async function sendLoginCode(platform: Platform, user: UserRow): Promise<Date> {
  if (!user.phone) throw new AppError(422, m.twoFactorNeedsPhone);
  const { code, row } = await createCode(platform.db, user.id, 'sms_login', SMS_CODE_SECONDS);
  await platform.sms.send(user.phone, `Your Openhouse verification code is ${code}. It expires in 10 minutes.`);
  return row.expires_at;
}

/** Starts the second step of a login: an SMS code goes out, or the authenticator app is asked for. */
export async function startSecondStep(platform: Platform, user: UserRow): Promise<Date | null> {
  if (user.two_factor_type === 'sms') return sendLoginCode(platform, user);
  return null;
}

/** POST /verify-2fa-code with the pre-verification token: the right code swaps it for a full session. */
export async function verifySecondStep(platform: Platform, actor: Actor, input: z.output<typeof verifyTwoFactorSchema>, client: ClientInfo): Promise<LoginResponse> {
  const user = await findUserById(platform.db, actor.id);
  if (!user?.two_factor_type) throw invalidField('code', m.twoFactorFailed);
  if (input.email && input.email !== user.email) throw invalidField('code', m.twoFactorFailed);
  if (input.recovery_code !== undefined) {
    // Only authenticator users have recovery codes; a spent or unknown one fails like a wrong code.
    if (user.two_factor_type !== 'google2fa' || !(await spendRecoveryCode(platform.db, user.id, input.recovery_code))) throw invalidField('code', m.twoFactorFailed);
  } else if (user.two_factor_type === 'sms') {
    await checkCode(platform.db, user.id, 'sms_login', input.code ?? '', m.twoFactorFailed);
  } else {
    const step = user.totp_secret ? totpStep(user, user.totp_secret, input.code ?? '') : null;
    // A code already used once is refused even inside its 30 seconds (replay).
    if (step === null || !(await advanceTotpStep(platform.db, user.id, step))) throw invalidField('code', m.twoFactorFailed);
  }
  const remember = await tokenIsRemembered(platform.db, actor.tokenId);
  await warnOfNewDevice(platform, user, client);
  await revokeToken(platform.db, actor.tokenId);
  await endSessions(platform, { tokens: [actor.tokenId] });
  const issued = await issueToken(platform.db, user, { kind: 'access', remember, client });
  return loginResponse(platform.db, user, { ...issued, kind: 'access' }, { message: m.otpVerified });
}

/** POST /resend-verification-code: a new SMS code once the old one has expired or used up its tries. */
export async function resendLoginCode(platform: Platform, actor: Actor): Promise<{ message: string; sms_verification_code_expires_at: string }> {
  const user = await findUserById(platform.db, actor.id);
  if (user?.two_factor_type !== 'sms') throw new AppError(422, m.otpResendFailed);
  const live = await liveCode(platform.db, user.id, 'sms_login');
  if (live && live.attempts < MAX_CODE_ATTEMPTS) throw new AppError(429, m.otpResendTooSoon);
  const expiresAt = await sendLoginCode(platform, user);
  return { message: m.otpResent, sms_verification_code_expires_at: expiresAt.toISOString() };
}

export type EnableAnswer =
  | { message: string; data: { two_factor_type: 'sms' | 'google2fa'; recovery_codes?: string[] } }
  | { message: string; data: { qr_code: string; secret: string; otpauth_url: string } };

/**
 * POST /enable-2fa. SMS needs a verified mobile number. The authenticator app takes two calls:
 * the first answers a QR code for a new secret, the second proves it with a code.
 */
export async function enableTwoFactor(platform: Platform, actor: Actor, input: z.output<typeof enableTwoFactorSchema>): Promise<EnableAnswer> {
  const user = await findUserById(platform.db, actor.id);
  if (!user) throw notFound();
  if (input.type === 'sms') {
    if (!user.phone || !user.phone_verified_at) throw new AppError(422, m.twoFactorNeedsPhone);
    await changeUser(platform, user.id, { two_factor_type: 'sms', totp_secret: null, totp_pending_secret: null });
    return { message: m.twoFactorEnabled, data: { two_factor_type: 'sms' } };
  }
  if (!input.code) {
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    await updateUser(platform.db, user.id, { totp_pending_secret: secret });
    const otpauthUrl = totpFor(user, secret).toString();
    // The QR encoder loads with the first enrolment, not with the server.
    const { default: QRCode } = await import('qrcode');
    return { message: m.totpEnrolmentStarted, data: { qr_code: await QRCode.toDataURL(otpauthUrl), secret, otpauth_url: otpauthUrl } };
  }
  const step = user.totp_pending_secret ? totpStep(user, user.totp_pending_secret, input.code) : null;
  if (step === null) throw invalidField('code', m.twoFactorFailed);
  const recoveryCodes = await platform.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { two_factor_type: 'google2fa', totp_secret: user.totp_pending_secret, totp_pending_secret: null, totp_last_step: step });
    return issueRecoveryCodes(tx, user.id);
  });
  await refreshSessions(platform, user.id);
  return { message: m.twoFactorEnabled, data: { two_factor_type: 'google2fa', recovery_codes: recoveryCodes } };
}

/**
 * POST /disable-2fa: proof is asked again, so a borrowed session cannot turn it off: the password, or a
 * current second-step code. An account without a password (Google sign-in) can only give the code: one
 * from its authenticator app, or for SMS one texted by /send-verification-code to the number on file.
 */
export async function disableTwoFactor(platform: Platform, actor: Actor, input: z.output<typeof disableTwoFactorSchema>): Promise<{ message: string }> {
  const user = await findUserById(platform.db, actor.id);
  if (!user) throw notFound();
  await proveSecondFactorOwner(platform, user, input);
  await platform.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { two_factor_type: null, totp_secret: null, totp_pending_secret: null, totp_last_step: null });
    await dropRecoveryCodes(tx, user.id);
  });
  await refreshSessions(platform, user.id);
  return { message: m.twoFactorDisabled };
}

/**
 * POST /two-factor/recovery-codes: a new set for an authenticator user, replacing every earlier code. The same
 * proof as turning two-factor off (password or a current code), so a borrowed session cannot mint codes.
 */
export async function regenerateRecoveryCodes(platform: Platform, actor: Actor, input: z.output<typeof disableTwoFactorSchema>): Promise<{ message: string; data: { recovery_codes: string[] } }> {
  const user = await findUserById(platform.db, actor.id);
  if (!user) throw notFound();
  if (user.two_factor_type !== 'google2fa') throw new AppError(422, recoveryMessages.needAuthenticator);
  await proveSecondFactorOwner(platform, user, input);
  const codes = await platform.db.transaction((tx) => issueRecoveryCodes(tx, user.id));
  return { message: recoveryMessages.issued, data: { recovery_codes: codes } };
}

/** The password, or (without one) a current second-step code: proof the caller owns the account's second factor. */
async function proveSecondFactorOwner(platform: Platform, user: UserRow, input: z.output<typeof disableTwoFactorSchema>): Promise<void> {
  if (input.password) {
    if (!user.password_hash) throw invalidField('password', m.twoFactorNoPassword, 'password_not_set');
    if (!(await verifyPassword(user.password_hash, input.password))) throw invalidField('password', m.currentPasswordWrong);
  } else {
    await checkSecondFactor(platform, user, input.code ?? '');
  }
}

/** A code of the user's current second step, spent once checked; a wrong one is a 422 on `code`. */
async function checkSecondFactor(platform: Platform, user: UserRow, code: string): Promise<void> {
  if (user.two_factor_type === 'google2fa') {
    const step = user.totp_secret ? totpStep(user, user.totp_secret, code) : null;
    if (step === null || !(await advanceTotpStep(platform.db, user.id, step))) throw invalidField('code', m.twoFactorFailed);
    return;
  }
  if (user.two_factor_type === 'sms') {
    // Only a code texted to the number that receives the login codes proves that phone.
    const live = await liveCode(platform.db, user.id, 'phone');
    if (!live || !user.phone || live.target !== user.phone) throw invalidField('code', m.twoFactorFailed);
    const spent = await checkCode(platform.db, user.id, 'phone', code, m.twoFactorFailed);
    if (spent.target !== user.phone) throw invalidField('code', m.twoFactorFailed);
    return;
  }
  throw invalidField('code', m.twoFactorFailed);
}
