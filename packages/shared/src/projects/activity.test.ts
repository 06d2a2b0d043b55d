import { describe, expect, it } from 'vitest';
import { activityLine, statusName } from './activity';

const person = { id: 3, name: 'Vera Vendor', email: 'vendor@openhouse.demo', picture: null };
const base = { person: null, subject: 'Book the inspector', task_title: 'Book the inspector', from_status: null, to_status: null };

describe('activity lines', () => {
  it('names the statuses of a move and the task and milestone reached', () => {
    expect(activityLine({ ...base, kind: 'task_moved', from_status: statusName(1), to_status: statusName(4) })).toBe('moved “Book the inspector” from To Do to Completed');
    expect(activityLine({ ...base, kind: 'milestone_reached', subject: 'Inspection' })).toBe('reached the milestone “Inspection” by completing “Book the inspector”');
  });

  it('names whom a task was given and who joined, and the file with its task', () => {
    expect(activityLine({ ...base, kind: 'task_assigned', person })).toBe('Vera Vendor was assigned “Book the inspector”');
    expect(activityLine({ ...base, kind: 'realtor_added', person, subject: '' })).toBe('Vera Vendor joined the project team');
    expect(activityLine({ ...base, kind: 'file_added', subject: 'report.pdf' })).toBe('added the file “report.pdf” to “Book the inspector”');
  });

  it('reads an unknown status id as itself', () => {
    expect(statusName(9)).toBe('9');
    expect(statusName(null)).toBeNull();
  });
});
