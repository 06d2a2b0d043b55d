import type { Platform } from '../../platform/context';
import { CAMPAIGN_QUEUE } from './campaign-sender';
import { SEQUENCE_SWEEP_QUEUE } from './sequence-steps';

/**
 * The campaigns module's queues. Sending a campaign and reaching a sequence's milestone queue their jobs inside
 * the request's transaction, so the queues exist before the app answers its first request (pg-boss refuses a job
 * for a queue it does not know); the workers that take the jobs may start later.
 */
export async function createCampaignQueues(platform: Platform): Promise<void> {
  // One after the other: two instances creating queues side by side on PostgreSQL can deadlock in pg-boss's create_queue.
  await platform.jobs.createQueue(CAMPAIGN_QUEUE);
  await platform.jobs.createQueue(SEQUENCE_SWEEP_QUEUE);
}
