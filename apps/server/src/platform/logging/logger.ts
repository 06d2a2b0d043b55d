import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { serializeRequest } from '../http/request-log';
import { prettyStream } from './pretty-log';

/** Whether logs are short text lines (a terminal) or pino's JSON (collectors): LOG_FORMAT, else JSON only in production. */
export function isPrettyLog(config: Pick<Config, 'LOG_FORMAT' | 'NODE_ENV'>): boolean {
  return (config.LOG_FORMAT ?? (config.NODE_ENV === 'production' ? 'json' : 'pretty')) === 'pretty';
}

/** Fastify's logger settings (with OneLinePerRequest as its logController). */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT' | 'NODE_ENV'>) {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization'],
    serializers: { req: serializeRequest },
    ...(isPrettyLog(config) ? { stream: prettyStream(process.stdout) } : {}),
  };
}

/**
 * One log entry per request, when it is answered, with the method and path in it (Fastify's default writes
 * two: "incoming request", then "request completed" without the path).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}
