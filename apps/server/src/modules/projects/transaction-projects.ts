import { transactionMilestoneDates } from '@openhouse/shared/projects/rules';
import type { Platform } from '../../platform/context';
import { findBid } from '../bidding/bidding.queries';
import { findProperty } from '../properties/properties.queries';
import { findTransactionOrigin } from '../transactions/transactions.queries';
import { transactionAccepted } from '../transactions/transactions.events';
import { transactionProjectCreated } from './projects.events';
import { insertTransactionProject } from './projects.repository';
import { setUpMilestones } from './project-setup';
import { defaultMilestoneTemplates } from './templates.repository';

/** The bid's contingencies, stored as JSON text (or, from older rows, one bare value). */
function contingenciesOf(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
  } catch {
    return [text];
  }
}

/**
 * Accepting a bid opens the deal's project (beyond the spec): the listing's realtor runs it, its seller
 * follows it, and its milestones are the default template dated from the bid's escrow date and contingencies.
 * A redelivered event finds the project there (unique per transaction) and changes nothing.
 */
export async function openTransactionProject(platform: Platform, event: { transactionId: number; propertyId: number; sellerId: number; realtorId: number }): Promise<void> {
  const origin = await findTransactionOrigin(platform.db, event.transactionId);
  const property = await findProperty(platform.db, event.propertyId);
  const bid = origin ? await findBid(platform.db, origin.bid_id) : null;
  if (!origin || !property || !bid) return;
  const dates = transactionMilestoneDates(origin.transaction_date, bid.escrow_closing_date, contingenciesOf(bid.contingency));
  await platform.events.transaction(async (tx, emit) => {
    const project = await insertTransactionProject(tx, {
      realtor_id: event.realtorId,
      seller_id: event.sellerId,
      property_id: property.id,
      transaction_id: event.transactionId,
      property_address: `${property.street_address}, ${property.city}, ${property.state} ${property.zip_code}`,
      city: property.city,
      state: property.state,
      value: bid.bid_amount,
      start_date: origin.transaction_date,
      due_date: dates.at(-1)?.end_date ?? null,
    });
    if (!project) return;
    await setUpMilestones(tx, project, await defaultMilestoneTemplates(tx), dates);
    await emit(transactionProjectCreated, { projectId: project.id, realtorId: project.realtor_id, address: property.street_address });
  });
}

export function subscribeTransactionProjects(platform: Platform): void {
  platform.events.on(transactionAccepted, 'transaction-project', (event) => openTransactionProject(platform, event));
}
