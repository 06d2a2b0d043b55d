import { reminderTime } from '@openhouse/shared/meetings/rules';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { sqlRunnerFor } from '../../platform/events/sql-runner';
import { meetingReminderDue } from './meetings.events';
import { findMeetings, markReminded, type MeetingRow } from './meetings.repository';
import { meetingNewsTimes } from './meeting-views';

/** One job per meeting, due an hour before it starts; it carries the start it was planned for. */
export const REMINDER_QUEUE = 'meetings.reminder';
type ReminderJob = { meetingId: number; startingTime: string };

/**
 * Plans the reminder in the transaction that books the meeting, so one exists exactly when the meeting
 * does. A meeting less than an hour away gets none (its invitation is the reminder).
 */
export async function planReminder(platform: Platform, tx: Db, meeting: MeetingRow): Promise<void> {
  const due = reminderTime(meeting.starting_time);
  if (!due) return;
  const job: ReminderJob = {
    meetingId: meeting.id,
    startingTime: meeting.starting_time.toISOString(),
  };
  await platform.jobs.send(REMINDER_QUEUE, job, {
    startAfter: due,
    // Keyed by the start too: a tour moved to another time gets a reminder of its own (the old one then tells nobody).
    singletonKey: `meeting:${meeting.id}:${job.startingTime}`,
    retryLimit: 5,
    retryBackoff: true,
    db: sqlRunnerFor(tx),
  });
}

/**
 * The reminder job: tells everyone in a meeting that is still scheduled at the time the job was planned
 * for. A cancelled meeting, one already reminded (a retried job) or one moved since, tells nobody.
 */
export async function remindOfMeeting(platform: Platform, job: ReminderJob): Promise<void> {
  await platform.events.transaction(async (tx, emit) => {
    const reminded = await markReminded(tx, job.meetingId, new Date(job.startingTime));
    if (!reminded) return;
    const [meeting] = await findMeetings(tx, [reminded.id]);
    if (!meeting) return;
    await emit(meetingReminderDue, {
      meetingId: meeting.id,
      kind: meeting.kind,
      subject: meeting.subject,
      ...meetingNewsTimes(meeting),
      peopleIds: [meeting.organiser_id, ...meeting.participant_ids],
    });
  });
}

/** The queue exists before any booking writes to it (inside a transaction, where PGlite could not create it); workers run where jobs do. */
export async function startReminders(platform: Platform): Promise<void> {
  if (platform.config.JOBS) await platform.jobs.work<ReminderJob>(REMINDER_QUEUE, (job) => remindOfMeeting(platform, job));
  else await platform.jobs.createQueue(REMINDER_QUEUE);
}
