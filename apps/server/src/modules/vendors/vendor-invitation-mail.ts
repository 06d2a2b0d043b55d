import type { Platform } from '../../platform/context';
import { findPerson } from '../accounts/people';
import { mailInvitationLinks } from '../accounts/invitations';
import { vendorsInvited } from './vendors.events';

/**
 * The set-password e-mail of a new vendor follows the invitation's event: retried if the mail server is
 * away, sent after a crash, and never held by the request (an import of thousands answers at once).
 */
export function subscribeVendorInvitationMail(platform: Platform): void {
  platform.events.on(vendorsInvited, 'invitation-mail', async ({ userIds, realtorId }) => {
    const realtor = await findPerson(platform.db, realtorId);
    // A retried delivery mails everyone again with a fresh link: the old one stops working, so nobody holds two.
    await mailInvitationLinks(platform, userIds, { invitedBy: realtor?.name ?? 'Your realtor', reason: 'added you to their vendors' });
  });
}
