import type { agentDirectoryQuerySchema, AgentCard } from '@openhouse/shared/agents/schemas';
import { toPage } from '@openhouse/shared/http/pagination';
import type { z } from 'zod';
import type { Platform } from '../../platform/context';
import { pageWindow } from '../../platform/http/pagination';
import { agentDirectoryPage } from '../accounts/people';
import { activeListingsOfRealtors } from '../properties/properties.queries';

/** How many of an agent's active listings the directory names (the rest are counted). */
const LISTINGS_SHOWN = 3;

/**
 * GET /agents (public): realtors and agents with their public card, their active listings and their booking
 * name. Only what their listings already show publicly: no e-mail, no phone.
 */
export async function agentDirectory(platform: Platform, query: z.output<typeof agentDirectoryQuerySchema>) {
  const { rows, total } = await agentDirectoryPage(platform.db, { search: query.search || undefined, ...pageWindow(query) });
  const listings = await activeListingsOfRealtors(
    platform.db,
    rows.map((row) => row.id),
    LISTINGS_SHOWN,
  );
  const cards: AgentCard[] = rows.map((row) => {
    const active = listings.get(row.id) ?? { count: 0, listings: [] };
    return { id: row.id, name: row.name, picture: row.picture, user_name: row.user_name, brokerage: row.brokerage, licence: row.dre_number, active_listings: { count: active.count, latest: active.listings } };
  });
  return toPage(cards, total, query);
}
