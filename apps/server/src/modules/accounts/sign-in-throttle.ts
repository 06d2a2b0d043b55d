import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Platform } from '../../platform/context';
import { createBackoff } from '../../platform/http/backoff';
import { tooManyAttempts } from '../../platform/http/errors';
import { signInFailures } from './accounts.events';
import { findUserByEmail } from './accounts.repository';

/** Wrong passwords for one account before it must wait; the waits then double from 30 s up to 5 minutes. */
const FREE_FAILURES = 10;

export type SignInThrottle = {
  /** Refuses with 429 and Retry-After while the account must wait. */
  guard(email: string, reply: FastifyReply): Promise<void>;
  succeeded(email: string): Promise<void>;
  failed(email: string): Promise<void>;
};

/**
 * Per account, whatever the address it is tried from (docs/DECISIONS.md): counted for every e-mail,
 * known or not, so a 429 tells nothing about which are accounts. The owner hears of it once the waits start.
 */
export function createSignInThrottle(app: FastifyInstance, platform: Platform): SignInThrottle {
  const backoff = createBackoff({
    name: 'sign-in',
    free: FREE_FAILURES,
    windowSeconds: 15 * 60,
    firstDelaySeconds: 30,
    maxDelaySeconds: 5 * 60,
    redisUrl: platform.config.REDIS_URL,
  });
  app.addHook('onClose', () => backoff.close());
  return {
    async guard(email, reply) {
      const seconds = await backoff.wait(email);
      if (seconds === 0) return;
      reply.header('retry-after', seconds);
      throw tooManyAttempts();
    },
    succeeded: (email) => backoff.clear(email),
    async failed(email) {
      const failures = await backoff.fail(email);
      if (failures !== FREE_FAILURES) return;
      const user = await findUserByEmail(platform.db, email);
      if (user) await platform.events.publish(signInFailures, { userId: user.id, failures }, { wait: false });
    },
  };
}
