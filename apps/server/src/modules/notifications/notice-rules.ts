import { formatDate } from '@openhouse/shared/format/datetime';
import { formatPrice } from '@openhouse/shared/format/money';
import { projectPath } from '@openhouse/shared/projects/rules';
import { dataExportMessages } from '@openhouse/shared/settings/data-export';
import { sellerInvitationPath } from '@openhouse/shared/properties/seller-invitations';
import { newDeviceSignIn, signInFailures, workspaceReady } from '../accounts/accounts.events';
import { appointmentBooked, meetingCancelled, meetingInvited, meetingReminderDue, tourAnswered, tourTimeAccepted } from '../meetings/meetings.events';
import { newsWhen } from '../meetings/meeting-views';
import { approvalDecided, approvalRequested, auctionEnabled, biddersOutbid } from '../bidding/bidding.events';
import { messageSent } from '../messaging/messaging.events';
import { prospectCaptured } from '../network/network.events';
import { projectSellerAdded, taskAssigned, transactionProjectCreated, vendorFilesUploaded } from '../projects/projects.events';
import { sellerInvitationAnswered, sellerInvited } from '../properties/properties.events';
import { dataExportReady } from '../settings/settings.events';
import { documentAccessDecided, documentAccessRequested } from '../property-documents/documents.events';
import {
  buyerSigned,
  contractCompleted,
  contractDeclined,
  transactionAccepted,
  transactionAdvanced,
  transactionVoided,
} from '../transactions/transactions.events';
import { defineNoticeRule, type Notice } from './notices';

const listingPath = (propertyId: number, query = '') => `/properties/${propertyId}${query}`;
const docsPath = (propertyId: number) => `/properties/${propertyId}/docs`;
const meetingPath = (id: number) => `/dashboard?meeting=${id}`;
const transactionPath = (id: number) => `/transactions/${id}`;
const tell = (userIds: readonly number[], message: Notice['message'], path: string): Notice[] => userIds.map((userId) => ({ userId, message, path }));
/** Meeting news whose people the meeting's own mail reaches (the invitation or cancellation with its .ics): one event, one e-mail. */
const tellMailed = (userIds: readonly number[], message: Notice['message'], path: string): Notice[] => tell(userIds, message, path).map((notice) => ({ ...notice, mailedBySource: true }));
/** What the buyer reads when the realtor answers their tour request. */
function tourAnswerNotice(e: { answer: 'accepted' | 'declined' | 'proposed'; subject: string; realtorName: string; reason: string | null }, when: string): string {
  if (e.answer === 'accepted') return `${e.realtorName} accepted your tour request: ${e.subject} on ${when}.`;
  if (e.answer === 'declined') return `${e.realtorName} declined your tour request (${e.subject} on ${when}): ${e.reason ?? ''}`;
  return `${e.realtorName} proposed another time for ${e.subject}: ${when}. Open it to accept the new time.`;
}
const outbidPrefix = (label: string) => `You have been outbid on ${label}.`;
/**
 * At most one outbid e-mail (or text) per bidder per auction in this window: a new outbid notice after
 * one written or rewritten within it goes in the app only (docs/DECISIONS.md, Bidding).
 */
export const OUTBID_MAIL_QUIET_MS = 15 * 60_000;

/**
 * Every notice Openhouse sends, as a rule from a domain event to who is told what. The modules that
 * emit the events never call the notification service; `kind` is the event's name in the notification settings.
 */
export const NOTICE_RULES = [
  defineNoticeRule({
    event: auctionEnabled,
    kind: 'bidding_enabled',
    notices: (e) =>
      e.sellerId !== null && e.sellerId !== e.enabledBy ? tell([e.sellerId], (zone) => `Bidding is enabled on ${e.label} (${e.street}), from ${formatDate(e.startsAt, zone)} to ${formatDate(e.endsAt, zone)}.`, listingPath(e.propertyId)) : [],
  }),
  defineNoticeRule({
    event: approvalRequested,
    kind: 'approval_requested',
    notices: (e) => tell(e.listingSide, `${e.nickname} asked for approval to bid on ${e.label} (${e.street}).`, listingPath(e.propertyId, '?approvals=1')),
  }),
  defineNoticeRule({
    event: approvalDecided,
    kind: 'approval_decided',
    notices: (e) =>
      e.approved
        ? tell([e.buyerId], `Your bidding approval for ${e.label} was approved. You can now place bids.`, listingPath(e.propertyId, '?bid=1'))
        : tell([e.buyerId], `Your bidding approval for ${e.label} was rejected.`, listingPath(e.propertyId)),
  }),
  defineNoticeRule({
    event: biddersOutbid,
    kind: 'outbid',
    notices: (e) => tell(e.userIds, `${outbidPrefix(e.label)} The highest bid is now ${formatPrice(e.highest)}.`, listingPath(e.propertyId)),
    latest: (e) => ({ prefix: outbidPrefix(e.label), quietMs: OUTBID_MAIL_QUIET_MS }),
  }),
  defineNoticeRule({
    event: documentAccessRequested,
    kind: 'document_request',
    notices: (e) => tell(e.listingSide, `${e.requesterName} asked for access to the documents of ${e.label} (${e.street}).`, docsPath(e.propertyId)),
  }),
  defineNoticeRule({
    event: documentAccessDecided,
    kind: 'document_request',
    notices: (e) => tell([e.requesterId], `Your request for the documents of ${e.label} was ${e.granted ? 'granted' : 'denied'}.`, docsPath(e.propertyId)),
  }),
  defineNoticeRule({
    event: sellerInvited,
    kind: 'listing_seller',
    notices: (e) =>
      tell([e.inviteeId], `${e.realtorName} invited you to be the seller of ${e.street}. Open the invitation to accept or decline.`, sellerInvitationPath(e.invitationId)),
  }),
  defineNoticeRule({
    event: sellerInvitationAnswered,
    kind: 'listing_seller',
    notices: (e) =>
      tell(
        [e.realtorId],
        e.accepted
          ? `${e.inviteeName} accepted your invitation and is now the seller of ${e.street}.`
          : `${e.inviteeName} declined your invitation to be the seller of ${e.street}.`,
        listingPath(e.propertyId),
      ),
  }),
  defineNoticeRule({
    event: newDeviceSignIn,
    kind: 'security',
    notices: (e) => tell([e.userId], `New sign-in to your account from ${e.device} (${e.ip}). If this was not you, change your password.`, '/settings'),
  }),
  defineNoticeRule({
    event: signInFailures,
    kind: 'security',
    notices: (e) =>
      tell([e.userId], `Someone entered a wrong password for your account ${e.failures} times. Sign-in is slowed down for a while; if this was not you, change your password.`, '/settings'),
  }),
  defineNoticeRule({
    event: dataExportReady,
    // Everything about a person leaving in one file is something they must hear of, like a new sign-in.
    kind: 'security',
    notices: (e) => tell([e.userId], dataExportMessages.ready, '/settings'),
  }),
  defineNoticeRule({
    event: workspaceReady,
    kind: 'welcome',
    notices: (e) => tell([e.userId], `Welcome to Openhouse, ${e.firstName}! Your ${e.role.toLowerCase()} workspace is ready.`, '/dashboard'),
  }),
  defineNoticeRule({
    event: transactionAccepted,
    kind: 'transaction_step',
    notices: (e) => [
      ...tell([e.buyerId], `Your bid on ${e.propertyText} was accepted. Please sign the purchase agreement.`, transactionPath(e.transactionId)),
      ...tell(
        [e.sellerId, e.realtorId].filter((id) => id !== e.buyerId),
        `A bid of ${formatPrice(e.amount)} on ${e.propertyText} was accepted. The contract was sent to ${e.buyerName} for signature.`,
        transactionPath(e.transactionId),
      ),
    ],
  }),
  defineNoticeRule({
    event: buyerSigned,
    kind: 'transaction_step',
    notices: (e) => [
      ...tell([e.sellerId], `${e.buyerName} signed the purchase agreement for ${e.propertyText}. Please sign it next.`, transactionPath(e.transactionId)),
      ...tell(
        [e.realtorId].filter((id) => id !== e.sellerId),
        `${e.buyerName} signed the purchase agreement for ${e.propertyText}. It is now with the seller.`,
        transactionPath(e.transactionId),
      ),
    ],
  }),
  defineNoticeRule({
    event: contractCompleted,
    kind: 'transaction_step',
    notices: (e) => tell([e.buyerId, e.sellerId, e.realtorId], `The purchase agreement for ${e.propertyText} is signed by both parties.`, transactionPath(e.transactionId)),
  }),
  defineNoticeRule({
    event: contractDeclined,
    kind: 'transaction_step',
    notices: (e) =>
      tell(
        [e.buyerId, e.sellerId, e.realtorId],
        `${e.signerName} (${e.signerRole}) declined to sign the purchase agreement for ${e.propertyText}: ${e.reason}`,
        transactionPath(e.transactionId),
      ),
  }),
  defineNoticeRule({
    event: transactionVoided,
    kind: 'transaction_step',
    notices: (e) => tell([e.buyerId, e.sellerId, e.realtorId], `The purchase agreement for ${e.propertyText} was voided: ${e.reason}`, transactionPath(e.transactionId)),
  }),
  defineNoticeRule({
    event: transactionAdvanced,
    kind: 'transaction_step',
    notices: (e) => tell([e.buyerId, e.sellerId, e.realtorId], `The transaction for ${e.propertyText} is now ${e.statusName}.`, transactionPath(e.transactionId)),
  }),
  defineNoticeRule({
    event: messageSent,
    kind: 'new_message',
    // Only participants with no socket connected: the others saw the message arrive.
    notices: (e) => tell(e.offlineRecipientIds, `${e.senderName} sent you a message.`, `/messages?conversation=${e.conversationId}`),
  }),
  defineNoticeRule({
    event: meetingInvited,
    kind: 'meeting',
    notices: (e) => tellMailed(e.inviteeIds, (zone) => `${e.organiserName} invited you to ${e.subject} on ${newsWhen(e, zone)}.`, meetingPath(e.meetingId)),
  }),
  defineNoticeRule({
    event: appointmentBooked,
    kind: 'meeting',
    notices: (e) =>
      tell([e.agentId], (zone) => `${e.guestName} (${e.guestEmail}) booked ${e.subject} on ${newsWhen(e, zone)} through your scheduling page.`, meetingPath(e.meetingId)),
  }),
  defineNoticeRule({
    event: meetingCancelled,
    kind: 'meeting',
    notices: (e) => tellMailed(e.peopleIds, (zone) => `${e.cancelledByName} cancelled ${e.subject} on ${newsWhen(e, zone)}.`, '/dashboard'),
  }),
  defineNoticeRule({
    event: tourAnswered,
    kind: 'meeting',
    notices: (e) => tell([e.buyerId], (zone) => tourAnswerNotice(e, newsWhen(e, zone)), meetingPath(e.meetingId)),
  }),
  defineNoticeRule({
    event: tourTimeAccepted,
    kind: 'meeting',
    notices: (e) => tell(e.realtorIds, (zone) => `${e.buyerName} accepted the new time for ${e.subject}: ${newsWhen(e, zone)}.`, meetingPath(e.meetingId)),
  }),
  defineNoticeRule({
    event: meetingReminderDue,
    kind: 'meeting',
    notices: (e) => tell(e.peopleIds, (zone) => `Reminder: ${e.subject} starts in one hour (${newsWhen(e, zone)}).`, meetingPath(e.meetingId)),
  }),
  defineNoticeRule({
    event: taskAssigned,
    kind: 'task_assigned',
    notices: (e) => tell(e.userIds, `${e.assignedBy} assigned you the task "${e.title}" on ${e.address}.`, '/projects/tasks'),
  }),
  defineNoticeRule({
    event: prospectCaptured,
    kind: 'new_prospect',
    notices: (e) => tell([e.realtorId], `${e.name} left their details on your prospect page for ${e.address}.`, `/prospects?prospect=${e.prospectId}`),
  }),
  defineNoticeRule({
    event: vendorFilesUploaded,
    kind: 'task_files',
    notices: (e) =>
      tell(e.realtorIds, `${e.vendorName} uploaded ${e.fileCount === 1 ? 'a file' : `${e.fileCount} files`} to the task "${e.title}".`, projectPath(e.projectId)),
  }),
  defineNoticeRule({
    event: projectSellerAdded,
    kind: 'project_seller',
    notices: (e) => tell([e.sellerId], `${e.realtorName} added you as the seller on the project for ${e.address}.`, projectPath(e.projectId)),
  }),
  defineNoticeRule({
    event: transactionProjectCreated,
    kind: 'transaction_step',
    notices: (e) => tell([e.realtorId], `A project was opened for ${e.address}, with its milestones dated from the accepted bid.`, projectPath(e.projectId)),
  }),
];
