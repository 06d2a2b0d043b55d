import type { MeetingInvite, VideoTourInput } from '@openhouse/shared/meetings/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { nextIp } from './accounts';
import type { TestApp } from './app';

/** A calendar date some days from now (UTC), as the tour form sends it. */
export function dateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A tour takes one of its realtor's free hours (7 AM to 7 PM on the realtor's clock, the product's default zone
 * for test users), so a second tour over it is refused: each call that names neither date nor time gets an hour
 * of its own (from 30 days ahead on, away from the dates tests name).
 */
let toursBooked = 0;
function nextFreeHour(): { date: string; time: string } {
  const n = toursBooked++;
  return { date: dateInDays(30 + Math.floor(n / 12)), time: `${String(7 + (n % 12)).padStart(2, '0')}:00` };
}

export function bookTour(
  t: TestApp,
  token: string | undefined,
  kind: 'person_tour' | 'video_tour',
  body: Partial<VideoTourInput> & { property_id: number },
): Promise<LightMyRequestResponse> {
  return t.call({ method: 'POST', url: `/api/v1/${kind}`, token, remoteAddress: nextIp(), payload: { ...(body.date || body.time ? { date: dateInDays(3), time: '10:00' } : nextFreeHour()), ...body } });
}

/** Books a tour that must succeed and answers it. */
export async function bookedTour(
  t: TestApp,
  token: string,
  kind: 'person_tour' | 'video_tour',
  body: Partial<VideoTourInput> & { property_id: number },
): Promise<MeetingInvite> {
  const response = await bookTour(t, token, kind, body);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: MeetingInvite }).data;
}

/** A booking of the agent's public scheduling page (POST /scheduling/appointments), times on the agent's clock. */
export function appointmentPayload(agentId: number, date: string, start: string, end: string, extra: object = {}) {
  return {
    recipient_id: [agentId],
    project_id: null,
    subject: 'Selling my house',
    location: 'https://meet.example.com/abc',
    starting_time: `${date} ${start}:00`,
    ending_time: `${date} ${end}:00`,
    email: 'Vic@Example.com',
    name: 'Vic Visitor',
    description: 'Three bedrooms in Oakland.',
    ...extra,
  };
}
