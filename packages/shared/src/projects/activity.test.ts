import { describe, expect, it } from 'vitest';
import { activityLine, statusName, taskMoment } from './activity';

const person = { id: 3, name: 'Vera Vendor', email: 'vendor@openhouse.demo', picture: null };
const rita = { id: 2, name: 'Rita Realtor', email: 'realtor@openhouse.demo', picture: null };
const base = { actor: null, person: null, subject: 'Book the inspector', task_title: 'Book the inspector', from_status: null, to_status: null, dates: null };

describe('activity lines', () => {
  it('names the statuses of a move and the task and milestone reached', () => {
    expect(activityLine({ ...base, kind: 'task_moved', from_status: statusName(1), to_status: statusName(4) })).toBe('moved “Book the inspector” from To Do to Completed');
    expect(activityLine({ ...base, kind: 'milestone_reached', subject: 'Inspection', from_status: 'In Progress', to_status: 'Completed' })).toBe('reached the milestone “Inspection” by completing “Book the inspector”');
    expect(activityLine({ ...base, kind: 'milestone_reached', subject: 'Inspection', from_status: 'To Do' })).toBe('reached the milestone “Inspection” when “Book the inspector” was removed');
    expect(activityLine({ ...base, kind: 'task_removed', from_status: 'To Do' })).toBe('removed the task “Book the inspector”');
  });

  it('names whom a task was given and who joined, and the file with its task', () => {
    expect(activityLine({ ...base, kind: 'task_assigned', actor: rita, person })).toBe('assigned “Book the inspector” to Vera Vendor');
    expect(activityLine({ ...base, kind: 'task_assigned', actor: rita, person: rita })).toBe('took on “Book the inspector”');
    // Made before assigners were kept: the sentence has no author to begin it.
    expect(activityLine({ ...base, kind: 'task_assigned', person })).toBe('Vera Vendor was assigned “Book the inspector”');
    expect(activityLine({ ...base, kind: 'comment_added', actor: rita })).toBe('commented on “Book the inspector”');
    expect(activityLine({ ...base, kind: 'realtor_added', person, subject: '' })).toBe('Vera Vendor joined the project team');
    expect(activityLine({ ...base, kind: 'file_added', subject: 'report.pdf' })).toBe('added the file “report.pdf” to “Book the inspector”');
  });

  it('writes a move in time as people write times, on the task’s own clock, with the dates it had', () => {
    const to = { start: '2026-12-03 09:00:00', end: '2026-12-05 17:30:00' };
    expect(activityLine({ ...base, kind: 'task_rescheduled', dates: { from: null, to } })).toBe('scheduled “Book the inspector” for Dec 3, 9:00 AM – Dec 5, 5:30 PM');
    expect(activityLine({ ...base, kind: 'task_rescheduled', dates: { from: { start: '2026-01-01 00:15:00', end: '2026-01-01 12:00:00' }, to } })).toBe(
      'moved “Book the inspector” to Dec 3, 9:00 AM – Dec 5, 5:30 PM (was Jan 1, 12:15 AM – Jan 1, 12:00 PM)',
    );
    expect(taskMoment('not a time')).toBe('not a time');
  });

  it('reads an unknown status id as itself', () => {
    expect(statusName(9)).toBe('9');
    expect(statusName(null)).toBeNull();
  });
});
