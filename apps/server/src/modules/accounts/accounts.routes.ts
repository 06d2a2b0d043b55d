import {
  codeSentResponseSchema,
  enableTwoFactorResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  publicConfigSchema,
  registerResponseSchema,
  userNameAvailabilitySchema,
  userResponseSchema,
} from '@openhouse/shared/accounts/responses';
import {
  confirmationSchema,
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  forgotPasswordSchema,
  googleLoginSchema,
  loginSchema,
  passwordUpdateSchema,
  registerPayloadSchema,
  resendCodeSchema,
  resendConfirmationSchema,
  resetPasswordSchema,
  sendPhoneCodeSchema,
  updatePhoneSchema,
  userNameQuerySchema,
  userUpdateSchema,
  verifyPhoneSchema,
  verifyTwoFactorSchema,
} from '@openhouse/shared/accounts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { createCounter } from '../../platform/http/rate-limit';
import { clientInfo, limit, responses } from '../../platform/http/responses';
import { idParams } from '../../platform/http/route-schema';
import { confirmEmail, currentUser, googleLogin, login, logout, register, resendConfirmation } from './accounts.service';
import { requestPasswordReset, resetPassword, updatePassword } from './password.service';
import { readProfileForm } from './profile-form';
import { createSignInThrottle } from './sign-in-throttle';
import {
  confirmPhone,
  deleteProfile,
  readAvatar,
  sendPhoneCode,
  updateProfile,
  updateProfileInformation,
  userNameAvailability,
} from './profile.service';
import { disableTwoFactor, enableTwoFactor, regenerateRecoveryCodes, resendLoginCode, verifySecondStep } from './two-factor.service';
import { recoveryCodesResponseSchema } from '@openhouse/shared/accounts/recovery-code-schemas';

const tags = ['accounts'];
const secured = [{ bearer: [] }];

/** Spec part 1 section 7, Authentication and profile. Handlers only translate; services decide. */
export const accountsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  // Failed sign-ins from one address across every e-mail: generous enough for an office behind one NAT,
  // tight enough that one address cannot try a password against many accounts (docs/DECISIONS.md).
  const failedLogins = createCounter(app, { name: 'login-failures', max: 50, minutes: 15 });
  // Failed sign-ins of one account from any address: waits that grow, capped (docs/DECISIONS.md).
  const signInThrottle = createSignInThrottle(app, platform);
  // A new verification code for one account at most once a minute, whoever asks (docs/DECISIONS.md).
  const confirmationResends = createCounter(app, {
    name: 'confirmation-resend',
    max: 1,
    minutes: 1,
    key: (request) => String((request.body as { userId: number }).userId),
  });

  app.get('/config/public', { schema: { tags, summary: 'Settings the sign-in page needs', response: responses(publicConfigSchema) } }, async () => ({
    google_client_id: platform.config.GOOGLE_CLIENT_ID ?? null,
  }));

  app.post(
    '/register',
    { config: limit(10), schema: { tags, summary: 'Create an account (realtor or buyer)', body: registerPayloadSchema, response: responses(registerResponseSchema) } },
    async (request) => register(platform, request.body),
  );

  app.post(
    '/confirmation',
    { config: limit(10), schema: { tags, summary: 'Verify the e-mail with its code and sign in', body: confirmationSchema, response: responses(loginResponseSchema) } },
    async (request) => confirmEmail(platform, request.body, clientInfo(request)),
  );

  app.post(
    '/confirmation/resend',
    {
      config: limit(10, 15),
      preHandler: (request, reply) => confirmationResends.hit(request, reply),
      schema: { tags, summary: 'E-mail a new verification code (the old one stops working)', body: resendConfirmationSchema, response: responses(messageResponseSchema) },
    },
    async (request) => resendConfirmation(platform, request.body),
  );

  app.post(
    '/login',
    {
      config: { rateLimit: { max: platform.config.LOGIN_ATTEMPTS_PER_MINUTE, timeWindow: 60_000, hook: 'preHandler', keyGenerator: (request) => `${request.ip}|${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}` } },
      schema: { tags, summary: 'Sign in with e-mail and password', body: loginSchema, response: responses(loginResponseSchema) },
    },
    async (request, reply) => {
      await failedLogins.check(request, reply);
      await signInThrottle.guard(request.body.email, reply);
      try {
        const answer = await login(platform, request.body, clientInfo(request));
        await signInThrottle.succeeded(request.body.email);
        return answer;
      } catch (error) {
        if (error instanceof AppError && error.status === 401) {
          await failedLogins.count(request);
          await signInThrottle.failed(request.body.email);
        }
        throw error;
      }
    },
  );

  app.post(
    '/google-login',
    { config: limit(10), schema: { tags, summary: 'Sign in with a Google access token', body: googleLoginSchema, response: responses(loginResponseSchema) } },
    async (request) => googleLogin(platform, request.body, clientInfo(request)),
  );

  app.post('/logout', { schema: { tags, security: secured, summary: 'End this session', response: responses(messageResponseSchema) } }, async (request) =>
    logout(platform, requireActor(request, { preVerification: 'allow' })),
  );

  app.get('/me', { schema: { tags, security: secured, summary: 'The signed-in user', response: responses(userResponseSchema) } }, async (request) => ({
    data: await currentUser(platform, requireActor(request)),
  }));

  app.post(
    '/verify-2fa-code',
    { config: limit(10), schema: { tags, security: secured, summary: 'Second login step: SMS or authenticator code, or a recovery code', body: verifyTwoFactorSchema, response: responses(loginResponseSchema) } },
    async (request) => verifySecondStep(platform, requireActor(request, { preVerification: 'only' }), request.body, clientInfo(request)),
  );

  app.post(
    '/resend-verification-code',
    { config: limit(5), schema: { tags, security: secured, summary: 'Send a new SMS login code', body: resendCodeSchema, response: responses(codeSentResponseSchema) } },
    async (request) => resendLoginCode(platform, requireActor(request, { preVerification: 'only' })),
  );

  app.post(
    '/enable-2fa',
    { config: limit(10), schema: { tags, security: secured, summary: 'Turn on two-factor login', body: enableTwoFactorSchema, response: responses(enableTwoFactorResponseSchema) } },
    async (request) => enableTwoFactor(platform, requireActor(request), request.body),
  );

  app.post(
    '/disable-2fa',
    { config: limit(10), schema: { tags, security: secured, summary: 'Turn off two-factor login', body: disableTwoFactorSchema, response: responses(messageResponseSchema) } },
    async (request) => disableTwoFactor(platform, requireActor(request), request.body),
  );

  app.post(
    '/two-factor/recovery-codes',
    {
      config: limit(10),
      schema: { tags, security: secured, summary: 'A new set of authenticator recovery codes, replacing the old', body: disableTwoFactorSchema, response: responses(recoveryCodesResponseSchema) },
    },
    async (request) => regenerateRecoveryCodes(platform, requireActor(request), request.body),
  );

  app.post(
    '/forgot-password',
    { config: limit(5), schema: { tags, summary: 'E-mail a password reset link', body: forgotPasswordSchema, response: responses(messageResponseSchema) } },
    async (request) => requestPasswordReset(platform, request.body),
  );

  app.post(
    '/reset-password',
    { config: limit(10), schema: { tags, summary: 'Set a new password with a reset link', body: resetPasswordSchema, response: responses(messageResponseSchema) } },
    async (request) => resetPassword(platform, request.body),
  );

  app.post(
    '/password/update',
    { config: limit(10), schema: { tags, security: secured, summary: 'Change the password', body: passwordUpdateSchema, response: responses(messageResponseSchema) } },
    async (request) => updatePassword(platform, requireActor(request), request.body),
  );

  app.put(
    '/users/:id',
    { schema: { tags, security: secured, summary: 'Update my profile', params: idParams, body: userUpdateSchema, response: responses(userResponseSchema) } },
    async (request) => updateProfile(platform, requireActor(request), request.params.id, request.body),
  );

  app.post(
    '/profile_information',
    { schema: { tags, security: secured, summary: 'Update profile details and picture (multipart)', consumes: ['multipart/form-data'], response: responses(userResponseSchema) } },
    async (request) => {
      const actor = requireActor(request);
      return updateProfileInformation(platform, actor, await readProfileForm(request));
    },
  );

  app.get(
    '/avatars/:file',
    { schema: { tags, summary: 'A profile picture', params: z.object({ file: z.string().max(64) }) } },
    async (request, reply) => {
      const avatar = await readAvatar(platform, request.params.file);
      return reply.type(avatar.type).header('cache-control', 'public, max-age=86400').send(avatar.body);
    },
  );

  app.delete('/profile/delete', { schema: { tags, security: secured, summary: 'Delete my account', response: responses(messageResponseSchema) } }, async (request) =>
    deleteProfile(platform, requireActor(request)),
  );

  app.get(
    '/user_name',
    { config: limit(60), schema: { tags, summary: 'Is a user name free?', querystring: userNameQuerySchema, response: responses(userNameAvailabilitySchema) } },
    async (request) => userNameAvailability(platform, request.query.user_name),
  );

  app.post(
    '/send-verification-code',
    { config: limit(5), schema: { tags, security: secured, summary: 'Text a code to prove a phone number', body: sendPhoneCodeSchema, response: responses(codeSentResponseSchema) } },
    async (request) => sendPhoneCode(platform, requireActor(request), request.body),
  );

  app.post(
    '/verify-phone-number',
    { config: limit(10), schema: { tags, security: secured, summary: 'Prove the phone number with its code', body: verifyPhoneSchema, response: responses(userResponseSchema) } },
    async (request) => confirmPhone(platform, requireActor(request), request.body),
  );

  app.post(
    '/update-phone-number',
    { config: limit(10), schema: { tags, security: secured, summary: 'Change the phone number with its code', body: updatePhoneSchema, response: responses(userResponseSchema) } },
    async (request) => confirmPhone(platform, requireActor(request), request.body),
  );

};
