import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { isLoopbackClient } from '../../platform/http/loopback';
import { latestOutbox, type OutboxRow } from '../../platform/mail/outbox.repository';
import { escapeHtml } from '@openhouse/shared/format/html';

const outboxItem = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body_text: z.string(),
  status: z.string(),
  created_at: z.string(),
});

function toItem(row: OutboxRow) {
  return { id: row.id, channel: row.channel, recipient: row.recipient, subject: row.subject, body_text: row.body_text, status: row.status, created_at: row.created_at.toISOString() };
}

/** Escapes the text, then turns its http(s) links into anchors. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(rows: OutboxRow[]): string {
  const items = rows
    .map(
      (row) => `<article>
  <header><strong>${row.channel === 'sms' ? 'SMS' : 'E-mail'}</strong> to ${escapeHtml(row.recipient)} · ${row.created_at.toISOString()} · ${row.status}</header>
  ${row.subject ? `<h2>${escapeHtml(row.subject)}</h2>` : ''}
  <pre>${linkify(row.body_text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Openhouse dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1a1b1e}article{border:1px solid #dee2e6;border-radius:8px;padding:1rem;margin:1rem 0}header{color:#495057;font-size:.9rem}h2{font-size:1.1rem;margin:.5rem 0}pre{white-space:pre-wrap;word-break:break-word;font-family:inherit}a{color:#1c7ed6}</style>
</head><body><h1>Dev mailbox</h1><p>E-mail and SMS Openhouse would have sent. This page exists only while no mail server is configured.</p>
${items || '<p>No messages yet.</p>'}</body></html>`;
}

const LOCAL_ONLY = 'The dev mailbox is served to this computer only. Set DEV_MAILBOX=public to open it to other clients.';

/**
 * The dev mailbox (docs/DECISIONS.md): outbox mail and SMS, readable while no provider is configured. It lists
 * every reset link and code, so it answers loopback clients only unless DEV_MAILBOX=public.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  if (!platform.config.devMailboxPublic) {
    app.addHook('onRequest', async (request) => {
      if (!isLoopbackClient(request)) throw new AppError(403, LOCAL_ONLY);
    });
  }
  app.get('/dev/mailbox', { schema: { tags: ['dev'], summary: 'The dev mailbox page' } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page(await latestOutbox(platform.db, 100))),
  );

  app.get(
    '/api/dev/mailbox',
    { schema: { tags: ['dev'], summary: 'The dev mailbox as JSON', response: { 200: z.object({ data: z.array(outboxItem) }) } } },
    async () => ({ data: (await latestOutbox(platform.db, 100)).map(toItem) }),
  );
};
