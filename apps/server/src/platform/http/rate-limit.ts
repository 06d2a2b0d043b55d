import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyAttempts } from './errors';

/**
 * A named counter in the rate limiter's own store (memory, or Redis when REDIS_URL is set, so every
 * instance counts together), for limits a route's `config.rateLimit` cannot say: counting only
 * failures, or counting per account rather than per address.
 */
export type Counter = {
  /** Refuses with 429 once `max` has been counted in the window, without counting this call. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts one. */
  count(request: FastifyRequest): Promise<void>;
  /** Counts this call and refuses it with 429 when it goes over `max`. */
  hit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
};

export type CounterOptions = {
  /** Keeps this counter's keys apart from every other counter's. */
  name: string;
  max: number;
  minutes: number;
  /** What is counted; the client address (an IPv6 address by its /64, as the limiter does) unless given. */
  key?: (request: FastifyRequest) => string;
};

/** The client address as the rate limiter counts it: IPv6 by its /64, so rotating within one's own block does not help. */
function clientKey(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

export function createCounter(app: FastifyInstance, options: CounterOptions): Counter {
  const key = options.key ?? clientKey;
  const limiter = app.createRateLimit({ max: options.max, timeWindow: options.minutes * 60_000, keyGenerator: (request) => `${options.name}:${key(request)}` });

  function refuse(reply: FastifyReply, ttlInSeconds: number): never {
    reply.header('retry-after', Math.max(1, ttlInSeconds));
    throw tooManyAttempts();
  }

  return {
    async check(request, reply) {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0) refuse(reply, state.ttlInSeconds);
    },
    async count(request) {
      await limiter(request);
    },
    async hit(request, reply) {
      const state = await limiter(request);
      if (!state.isAllowed && state.isExceeded) refuse(reply, state.ttlInSeconds);
    },
  };
}
