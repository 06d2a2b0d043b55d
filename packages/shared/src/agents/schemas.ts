import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../http/pagination';
import { singleLineText } from '../http/text';

export const agentMessages = {
  // Spec part 1, section 8
  listFailed: 'Failed to fetch AgentsList.',
  // Ours
  noAgents: 'No agents found.',
} as const;

/** GET /agents: the directory of realtors and agents, searchable by name, user name or brokerage, paged. */
export const agentDirectoryQuerySchema = pageQuerySchema.extend({ search: singleLineText().trim().max(100).optional() });
export type AgentDirectoryQuery = z.input<typeof agentDirectoryQuerySchema>;

export const agentCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  picture: z.string().nullable(),
  /** Their booking page is /{user_name}. */
  user_name: z.string(),
  brokerage: z.string().nullable(),
  /** The licence (DRE) number. */
  licence: z.string().nullable(),
  active_listings: z.object({ count: z.number().int(), latest: z.array(z.object({ id: z.number().int(), label: z.string(), city: z.string() })) }),
});
export type AgentCard = z.infer<typeof agentCardSchema>;
export const agentDirectorySchema = pageSchema(agentCardSchema);
