import type { Platform } from '../../platform/context';
import type { CalendarReader } from '../projects/projects.queries';
import { transactionsOfParty } from '../transactions/transactions.queries';

/** A person as the calendar reads them: their own id, the deals they are a party to (a buyer's or seller's milestones), and whether they are an admin. */
export async function calendarReaderOf(platform: Platform, userId: number, admin: boolean): Promise<CalendarReader> {
  const deals = await transactionsOfParty(platform.db, userId, []);
  return { userId, dealIds: deals.map((deal) => deal.id), isAdmin: admin };
}
