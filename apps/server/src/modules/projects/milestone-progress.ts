import { isMilestoneReached } from '@openhouse/shared/campaigns/sequence';
import { COMPLETED_TASK_STATUS_ID } from '@openhouse/shared/projects/rules';
import type { Db } from '../../platform/db/client';
import type { Emit } from '../../platform/events/events';
import { transactionBuyer } from '../transactions/transactions.queries';
import { projectLabel } from './project-views';
import { milestoneReached } from './projects.events';
import type { ProjectWithPeople } from './projects.repository';
import { lockedMilestoneProgress } from './tasks.repository';

/**
 * After a task was completed (inside its transaction): when that completes its milestone, the milestone is
 * reached and says so, and its name is returned (the activity log keeps it with the move). Reopening a task and completing it again reaches it again; what listens decides whether
 * that means anything (a sequence step sends once per person, docs/DECISIONS.md).
 */
export async function announceMilestoneIfReached(tx: Db, emit: Emit, project: ProjectWithPeople, milestoneId: number): Promise<string | null> {
  const progress = await lockedMilestoneProgress(tx, milestoneId, COMPLETED_TASK_STATUS_ID);
  if (!progress || !isMilestoneReached(progress)) return null;
  await emit(milestoneReached, {
    projectId: project.id,
    milestoneId,
    milestoneName: progress.name,
    realtorIds: [...new Set([project.realtor_id, ...project.realtor_ids])],
    sellerId: project.seller_id,
    buyerId: project.transaction_id ? await transactionBuyer(tx, project.transaction_id) : null,
    address: projectLabel(project.property_address),
  });
  return progress.name;
}
