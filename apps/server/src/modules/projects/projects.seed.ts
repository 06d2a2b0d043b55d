import { todayIn } from '@openhouse/shared/format/datetime';
import { transactionMilestoneDates } from '@openhouse/shared/projects/rules';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import type { Platform } from '../../platform/context';
import { insertChecklists, insertHeading, insertNote } from './checklists.repository';
import { insertProject } from './projects.repository';
import { projects } from './projects.schema';
import { setUpMilestones } from './project-setup';
import { insertTask, insertTaskGroup, setAssignees } from './tasks.repository';
import { defaultMilestoneTemplates } from './templates.repository';

type DemoTask = { milestone: string; title: string; status: number; inDays: number | null; vendor: boolean; group?: string };

const DEMO_PROJECTS: { address: string; city: string; value: number; contingencies: string[]; tasks: DemoTask[] }[] = [
  {
    address: '418 Magnolia Avenue, Sacramento, CA 95818',
    city: 'Sacramento',
    value: 715000,
    contingencies: ['inspection', 'appraisal', 'loan'],
    tasks: [
      { milestone: 'Inspection', title: 'Schedule the home inspection', status: 4, inDays: -2, vendor: false },
      { milestone: 'Inspection', title: 'Repair the leaking water heater', status: 2, inDays: 1, vendor: true, group: 'Inspection repairs' },
      { milestone: 'Inspection', title: 'Replace cracked roof tiles', status: 1, inDays: 8, vendor: true, group: 'Inspection repairs' },
      { milestone: 'Appraisal', title: 'Send comparable sales to the appraiser', status: 3, inDays: 3, vendor: false },
      { milestone: 'Loan', title: 'Collect the loan approval letter', status: 1, inDays: 16, vendor: false },
      { milestone: 'Closing', title: 'Deep clean before the final walk-through', status: 1, inDays: 25, vendor: true },
    ],
  },
  {
    address: '77 Harbor View Drive, Oakland, CA 94611',
    city: 'Oakland',
    value: 1125000,
    contingencies: ['inspection'],
    tasks: [
      { milestone: 'Listing', title: 'Stage the living room for photos', status: 4, inDays: -5, vendor: true },
      { milestone: 'Inspection', title: 'Termite inspection', status: 1, inDays: 6, vendor: true },
      { milestone: 'Escrow', title: 'Order the preliminary title report', status: 2, inDays: 9, vendor: false },
    ],
  },
];

/** A wall-clock task slot `inDays` from today, 09:00 to 10:00 (the picker's choices). */
const slot = (today: string, inDays: number) => {
  const day = dayjs(today).add(inDays, 'day').format('YYYY-MM-DD');
  return { task_start_date: `${day} 09:00:00`, task_end_date: `${day} 10:00:00` };
};

/**
 * The demo realtor's two projects, while they have none: dated default milestones, tasks across this week, next
 * week and later (some assigned to the demo vendor, in a task group), and a checklist with a note.
 */
export async function seedDemoProjects(platform: Platform, people: { realtorId: number; sellerId: number | null; vendorId: number | null }): Promise<number> {
  const [existing] = await platform.db.select({ id: projects.id }).from(projects).where(eq(projects.realtor_id, people.realtorId)).limit(1);
  if (existing) return 0;
  const today = todayIn(null);
  const closing = dayjs(today).add(30, 'day').format('YYYY-MM-DD');
  await platform.events.transaction(async (tx) => {
    const templates = await defaultMilestoneTemplates(tx);
    for (const [index, demo] of DEMO_PROJECTS.entries()) {
      const project = await insertProject(tx, {
        realtor_id: people.realtorId,
        seller_id: index === 0 ? people.sellerId : null,
        property_address: demo.address,
        city: demo.city,
        state: 'CA',
        value: demo.value,
        start_date: dayjs(today).subtract(7, 'day').format('YYYY-MM-DD'),
        due_date: closing,
      });
      const milestones = await setUpMilestones(tx, project, templates, transactionMilestoneDates(today, closing, demo.contingencies));
      const groups = new Map<string, number>();
      for (const task of demo.tasks) {
        const milestone = milestones.find((m) => m.name === task.milestone)!;
        let groupId = task.group ? groups.get(task.group) : undefined;
        if (task.group && groupId === undefined) {
          groupId = (await insertTaskGroup(tx, { milestone_id: milestone.id, name: task.group })).id;
          groups.set(task.group, groupId);
        }
        const row = await insertTask(tx, {
          project_id: project.id,
          milestone_id: milestone.id,
          task_group_id: groupId ?? null,
          title: task.title,
          status_id: task.status,
          created_by: people.realtorId,
          ...(task.inDays === null ? {} : slot(today, task.inDays)),
        });
        await setAssignees(tx, row.id, task.vendor && people.vendorId ? [people.vendorId] : [people.realtorId], people.realtorId);
      }
      const heading = await insertHeading(tx, { owner_id: people.realtorId, project_id: project.id, name: 'Disclosures' });
      const [first] = await insertChecklists(tx, [
        { project_id: project.id, heading_id: heading.id, name: 'Transfer disclosure statement signed', is_checked: true },
        { project_id: project.id, heading_id: heading.id, name: 'Natural hazard disclosure delivered' },
        { project_id: project.id, heading_id: heading.id, name: 'Lead-based paint form' },
      ]);
      await insertNote(tx, { checklist_id: first!.id, user_id: people.realtorId, note: 'Signed copy uploaded to the project folder.' });
    }
  });
  return DEMO_PROJECTS.length;
}
