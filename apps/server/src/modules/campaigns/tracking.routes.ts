import { campaignMessages as m } from '@openhouse/shared/campaigns/messages';
import { escapeHtml } from '@openhouse/shared/campaigns/merge-tags';
import { recordId } from '@openhouse/shared/http/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Platform } from '../../platform/context';
import { senderConfirmQuerySchema } from '@openhouse/shared/campaigns/campaign-schemas';
import { recordClick, recordOpen, unsubscribe, unsubscribeTarget } from './tracking.service';
import { confirmSender } from './senders.service';

const tags = ['campaigns'];
const token = z.object({ token: z.string().max(100) });
/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:480px;margin:4rem auto;padding:0 1rem;color:#1a1b1e;text-align:center}button{font:inherit;background:#1c7ed6;color:#fff;border:0;border-radius:6px;padding:.75rem 1.5rem;cursor:pointer}p{line-height:1.5}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** The recipient's side of a campaign mail: the pixel, tracked links and unsubscribing. Public: the token is the key. */
export const trackingRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  // RFC 8058 one-click: mail providers POST "List-Unsubscribe=One-Click" form-encoded; the body carries nothing we need.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));

  app.get('/email/open/:token', { schema: { tags, summary: 'The open pixel of a campaign mail', params: token } }, async (request, reply) => {
    await recordOpen(platform, request.params.token, request.headers['user-agent']);
    return reply.type('image/gif').header('cache-control', 'no-store, private').header('cross-origin-resource-policy', 'cross-origin').send(PIXEL);
  });

  app.get('/email/click/:token/:linkId', { schema: { tags, summary: "A tracked link: redirects only to one of the campaign's own links", params: token.extend({ linkId: recordId }) } }, async (request, reply) => {
    const target = await recordClick(platform, request.params.token, request.params.linkId, request.headers['user-agent']);
    if (!target) return reply.code(404).type('text/html; charset=utf-8').send(page(m.linkNotFound, ''));
    return reply.redirect(target, 302);
  });

  app.get('/email/unsubscribe/:token', { schema: { tags, summary: 'The unsubscribe page (a GET changes nothing)', params: token } }, async (request, reply) => {
    const target = await unsubscribeTarget(platform, request.params.token);
    reply.type('text/html; charset=utf-8');
    if (!target) return reply.code(404).send(page(m.linkNotFound, ''));
    return reply.send(
      page(
        'Unsubscribe',
        `<p>Stop e-mails from ${escapeHtml(target.sender)} to ${escapeHtml(target.recipient.email)}?</p><form method="post"><button type="submit">Unsubscribe</button></form>`,
      ),
    );
  });

  app.post('/email/unsubscribe/:token', { schema: { tags, summary: 'Unsubscribe (one-click, RFC 8058, or the page button)', params: token } }, async (request, reply) => {
    const done = await unsubscribe(platform, request.params.token);
    reply.type('text/html; charset=utf-8');
    if (!done) return reply.code(404).send(page(m.linkNotFound, ''));
    return reply.send(page('Unsubscribed', `<p>${escapeHtml(done)}</p>`));
  });

  app.get('/user-email-verification/confirm', { schema: { tags, summary: 'The link mailed to a new sender address', querystring: senderConfirmQuerySchema } }, async (request, reply) => {
    const verified = await confirmSender(platform, request.query.token).then(
      () => true,
      () => false,
    );
    return reply.redirect(`/campaign?sender=${verified ? 'verified' : 'invalid'}`, 303);
  });
};
