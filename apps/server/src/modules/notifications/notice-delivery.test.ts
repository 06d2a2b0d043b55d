import { isLockedKind, isNoticeKind, NOTICE_CHANNELS, type NoticeChannel } from '@openhouse/shared/notifications/kinds';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { startSmtpPeer } from '../../../test/helpers/smtp-peer';
import { outboxMessages } from '../../platform/mail/outbox.schema';
import { NOTICE_RULES } from './notice-rules';
import { deliverRule } from './notices';
import { notifications } from './notifications.schema';

/**
 * One payload per event that has a notice rule, telling `userId` something. A new rule without a payload
 * here fails the test below, so every rule added to NOTICE_RULES is checked against the settings.
 */
const listing = { propertyId: 7, label: 'Proof house', street: '1 Proof Way' };
const deal = (userId: number) => ({ transactionId: 3, propertyId: 7, propertyText: '1 Proof Way', buyerId: userId, sellerId: userId, realtorId: userId });
const meeting = { meetingId: 1, kind: 'video_tour', subject: 'Video tour of 1 Proof Way', start: '2030-12-09T18:00:00.000Z', end: '2030-12-09T19:00:00.000Z', time_zone: 'America/Los_Angeles' };
const task = { taskId: 1, projectId: 1, title: 'Inspection report' };

const PAYLOADS: Record<string, (userId: number) => object> = {
  'bidding.auction_enabled': (userId) => ({ ...listing, sellerId: userId, enabledBy: 0, startsAt: '2030-12-01T17:00:00.000Z', endsAt: '2030-12-08T17:00:00.000Z' }),
  'bidding.approval_requested': (userId) => ({ ...listing, approvalId: 1, nickname: 'Bidder', listingSide: [userId] }),
  'bidding.approval_decided': (userId) => ({ ...listing, approvalId: 1, buyerId: userId, approved: true }),
  'bidding.outbid': (userId) => ({ propertyId: 7, label: 'Proof house', userIds: [userId], highest: 510000 }),
  'documents.access_requested': (userId) => ({ ...listing, requestId: 1, requesterName: 'Reader', listingSide: [userId] }),
  'documents.access_decided': (userId) => ({ ...listing, requestId: 1, requesterId: userId, granted: true }),
  'properties.seller_invited': (userId) => ({ invitationId: 1, propertyId: 7, inviteeId: userId, realtorName: 'Rita', street: '1 Proof Way' }),
  'properties.seller_invitation_answered': (userId) => ({ invitationId: 1, propertyId: 7, realtorId: userId, inviteeName: 'Sam', street: '1 Proof Way', accepted: true }),
  'accounts.new_device_sign_in': (userId) => ({ userId, device: 'Firefox on Linux', ip: '127.0.0.1' }),
  'accounts.sign_in_failures': (userId) => ({ userId, failures: 5 }),
  'settings.data_export_ready': (userId) => ({ exportId: 1, userId, until: '2030-01-01T00:00:00.000Z' }),
  'accounts.workspace_ready': (userId) => ({ userId, firstName: 'Pat', role: 'Buyer' }),
  'transaction.accepted': (userId) => ({ ...deal(userId), amount: 500000, buyerName: 'Pat', signingToken: 'x' }),
  'transaction.buyer_signed': (userId) => ({ ...deal(userId), buyerName: 'Pat', signingToken: 'x' }),
  'transaction.completed': (userId) => ({ ...deal(userId), sha256: 'abc' }),
  'transaction.declined': (userId) => ({ ...deal(userId), signerName: 'Pat', signerRole: 'Buyer', reason: 'No' }),
  'transaction.voided': (userId) => ({ ...deal(userId), reason: 'No' }),
  'transaction.advanced': (userId) => ({ ...deal(userId), statusId: 4, statusName: 'In Escrow' }),
  'messaging.message_sent': (userId) => ({ conversationId: 1, messageId: 1, senderName: 'Pat', offlineRecipientIds: [userId] }),
  'meetings.invited': (userId) => ({ ...meeting, organiserName: 'Pat', inviteeIds: [userId] }),
  'meetings.cancelled': (userId) => ({ ...meeting, cancelledByName: 'Pat', cancelledBy: 0, peopleIds: [userId] }),
  'meetings.reminder_due': (userId) => ({ ...meeting, peopleIds: [userId] }),
  'meetings.appointment_booked': (userId) => ({ ...meeting, agentId: userId, guestName: 'Sam Visitor', guestEmail: 'sam@example.com' }),
  'meetings.tour_answered': (userId) => ({ ...meeting, answer: 'declined', reason: 'Away', realtorName: 'Rita', buyerId: userId }),
  'meetings.tour_time_accepted': (userId) => ({ ...meeting, buyerName: 'Pat', realtorIds: [userId] }),
  'projects.task_assigned': (userId) => ({ ...task, address: '1 Proof Way', assignedBy: 'Rita', userIds: [userId] }),
  'projects.vendor_files_uploaded': (userId) => ({ ...task, vendorName: 'Val', fileCount: 2, realtorIds: [userId] }),
  'projects.seller_added': (userId) => ({ projectId: 1, sellerId: userId, realtorName: 'Rita', address: '1 Proof Way' }),
  'projects.transaction_project_created': (userId) => ({ projectId: 1, realtorId: userId, address: '1 Proof Way' }),
  'network.prospect_captured': (userId) => ({ prospectId: 1, realtorId: userId, name: 'Pat Visitor', address: '1 Proof Way' }),
};

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let phones = 0;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A person with a verified phone and both master switches on, with every channel of `kind` on but `off`. */
async function recipient(kind: string, off: NoticeChannel | null) {
  phones += 1;
  const phone = `+1415555${String(3000 + phones).padStart(4, '0')}`;
  const { user, token } = await t.user({ phone });
  await switchMaster(token, '1');
  if (!isLockedKind(kind as never)) {
    const channels = Object.fromEntries(NOTICE_CHANNELS.map((channel) => [channel, channel !== off]));
    const saved = await t.call({ method: 'POST', url: '/api/v1/notification-settings', token, payload: { settings: [{ kind, ...channels }] } });
    expect(saved.statusCode).toBe(200);
  }
  return { user, token, phone };
}

async function switchMaster(token: string, value: '0' | '1') {
  const settings = [
    { key: 'enable_email', value },
    { key: 'enable_sms', value },
  ];
  expect((await t.call({ method: 'POST', url: '/api/v1/user_settings/multiple', token, payload: { settings } })).statusCode).toBe(200);
}

/** What reached each channel: the notifications table, the real SMTP peer, the SMS outbox. */
async function received(person: { user: { id: number; email: string }; phone: string }) {
  await t.app.platform.mailer.idle();
  const inApp = await t.database.db.select().from(notifications).where(eq(notifications.user_id, person.user.id));
  const email = smtp.received.filter((mail) => mail.to.includes(person.user.email));
  const sms = await t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, person.phone), eq(outboxMessages.channel, 'sms')));
  return { in_app: inApp.length, email: email.length, sms: sms.length };
}

let deliveries = 0;
const deliver = (rule: (typeof NOTICE_RULES)[number], userId: number) => deliverRule(t.app.platform, rule, PAYLOADS[rule.event.name]!(userId), `proof-${(deliveries += 1)}`);

describe('every notice rule goes through the notification settings', () => {
  it('names a kind of the shared list and has a payload here that tells its recipient', () => {
    for (const rule of NOTICE_RULES) {
      expect(isNoticeKind(rule.kind), `${rule.event.name}: kind ${rule.kind}`).toBe(true);
      expect(PAYLOADS[rule.event.name], `payload for ${rule.event.name}`).toBeTypeOf('function');
      expect(rule.notices(PAYLOADS[rule.event.name]!(42)).map((notice) => notice.userId)).toContain(42);
    }
  });

  for (const rule of NOTICE_RULES.filter((candidate) => !isLockedKind(candidate.kind))) {
    for (const off of NOTICE_CHANNELS) {
      it(`${rule.event.name} (${rule.kind}) with ${off} off: nothing there, the other channels still served`, async () => {
        const person = await recipient(rule.kind, off);
        await deliver(rule, person.user.id);
        const got = await received(person);
        // A meeting's own mail (its invitation with the .ics) is its e-mail: the notice sends no second one.
        const mailedBySource = rule.notices(PAYLOADS[rule.event.name]!(person.user.id)).every((notice) => notice.mailedBySource);
        for (const channel of NOTICE_CHANNELS) {
          if (channel === off || (channel === 'email' && mailedBySource)) expect(got[channel], `${channel} is off or sent by the source`).toBe(0);
          else expect(got[channel], `${channel} is on`).toBe(1);
        }
      });
    }
  }

  it('sends nothing by e-mail or text while the master switches are off, whatever the kind says', async () => {
    const rule = NOTICE_RULES.find((candidate) => candidate.kind === 'outbid')!;
    const person = await recipient('outbid', null);
    await switchMaster(person.token, '0');
    await deliver(rule, person.user.id);
    expect(await received(person)).toEqual({ in_app: 1, email: 0, sms: 0 });
  });

  it('always delivers security notices in the app and by e-mail, even with e-mail switched off', async () => {
    const rule = NOTICE_RULES.find((candidate) => isLockedKind(candidate.kind))!;
    const person = await recipient(rule.kind, null);
    await switchMaster(person.token, '0');
    await deliver(rule, person.user.id);
    expect(await received(person)).toEqual({ in_app: 1, email: 1, sms: 0 });
  });
});
