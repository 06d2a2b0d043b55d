import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bookedTour, dateInDays } from '../../../test/helpers/meetings';
import { insertProperty } from '../../../test/helpers/properties';
import { attachment, useRetryingMailApp } from '../../../test/helpers/smtp-peer';
import { outboxMessages } from '../../platform/mail/outbox.schema';

const world = useRetryingMailApp();

async function invitationRow(email: string) {
  const rows = await world.t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), like(outboxMessages.subject, 'Invitation:%')));
  return rows[0];
}

it('an invitation the SMTP server refused is sent again later with the same .ics', async () => {
  const { smtp, t } = world;
  const realtor = await t.user({ roles: ['Realtor'], name: 'Rhea Retry' });
  const buyer = await t.user({ roles: ['Buyer'], name: 'Bo Buyer' });
  const propertyId = (await insertProperty(t.database.db, realtor.user.id, { label: 'Retry cottage' })).id;

  smtp.reject(true);
  // Noon in New York is 9 AM on the realtor's clock (the product's zone): one of their free hours whatever other
  // files booked before in this worker, which the shared next-free-hour counter would otherwise decide.
  const invite = await bookedTour(t, buyer.token, 'video_tour', { property_id: propertyId, timezone: 'America/New_York', date: dateInDays(45), time: '12:00' });
  await t.app.platform.events.idle();
  await t.app.platform.mailer.idle();
  const refused = await invitationRow(realtor.user.email);
  expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
  expect(refused!.attachments).toEqual([expect.objectContaining({ filename: 'invite.ics', contentType: expect.stringMatching(/^text\/calendar/) })]);

  smtp.reject(false);
  const deadline = Date.now() + 20_000;
  while ((await invitationRow(realtor.user.email))!.status !== 'sent' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await invitationRow(realtor.user.email)).toMatchObject({ status: 'sent', attempts: 2 });

  const delivered = smtp.received.filter((mail) => mail.to.includes(realtor.user.email) && mail.raw.includes('Invitation: Video tour'));
  expect(delivered).toHaveLength(1);
  expect(delivered[0]!.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
  const ics = attachment(delivered[0]!, 'invite.ics');
  expect(ics).toBe(refused!.attachments![0]!.content);
  expect(ics).toContain(`UID:meeting-${invite.id}@openhouse.test`);
  expect(ics).toContain('DTSTART;TZID=America/New_York:');
});
