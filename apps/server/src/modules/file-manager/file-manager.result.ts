import type { FastifyInstance } from 'fastify';

/**
 * The protocol's clients read `result.status` and `result.message` on every answer (docs/API.md, File
 * manager): an error answer keeps the API's usual body and gains `result` beside it.
 */
export function addResultToErrors(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    try {
      const body = JSON.parse(payload) as { message?: string };
      return JSON.stringify({ ...body, result: { status: 'error', message: body.message ?? null } });
    } catch {
      return payload;
    }
  });
}
