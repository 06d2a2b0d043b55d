import { campaignMessages as m } from '@openhouse/shared/campaigns/messages';
import { defineAccess } from '../../platform/access/access';
import type { Db } from '../../platform/db/client';
import { findCampaigns, findSenders, findTemplates } from './campaigns.repository';

/*
 * Campaigns, templates and sender addresses are their realtor's alone (docs/DECISIONS.md, Who may do what):
 * another realtor, an admin or anyone else hears 404, as for a record that is not there.
 */
function ownedBy<R extends { id: number; user_id: number }>(resource: string, load: (db: Db, ids: readonly number[]) => Promise<R[]>, notFoundMessage: string) {
  return defineAccess({
    resource,
    load,
    relations: (actor, record: R) => (actor?.id === record.user_id ? ['owner' as const] : []),
    known: (relations) => relations.length > 0,
    permissions: { manage: ['owner' as const] },
    notFoundMessage,
  });
}

export const templateAccess = ownedBy('email template', findTemplates, m.templateNotFound);
export const senderAccess = ownedBy('verified sender', findSenders, m.senderNotFound);
export const campaignAccess = ownedBy('email campaign', findCampaigns, m.campaignNotFound);
