import { defineEvent } from '../../platform/events/events';

/** People were given a task: they are told (notice kind task_assigned). */
export const taskAssigned = defineEvent<{ taskId: number; projectId: number; title: string; address: string; assignedBy: string; userIds: number[] }>(
  'projects.task_assigned',
);
/** A vendor uploaded files through a public link: the project's realtors are told. */
export const vendorFilesUploaded = defineEvent<{ taskId: number; projectId: number; title: string; vendorName: string; fileCount: number; realtorIds: number[] }>(
  'projects.vendor_files_uploaded',
);
/** A seller was put on a project (an existing account linked, or one the invitation created). */
export const projectSellerAdded = defineEvent<{ projectId: number; sellerId: number; realtorName: string; address: string }>('projects.seller_added');
/** A project was made for an accepted bid's transaction. */
export const transactionProjectCreated = defineEvent<{ projectId: number; realtorId: number; address: string }>('projects.transaction_project_created');
/**
 * Every task of a milestone is completed (it was not a moment before). A snapshot of who the deal's people are,
 * so a subscriber (campaign sequence steps) never reads projects' tables.
 */
export const milestoneReached = defineEvent<{ projectId: number; milestoneId: number; milestoneName: string; realtorIds: number[]; sellerId: number | null; buyerId: number | null; address: string }>(
  'projects.milestone_reached',
);
