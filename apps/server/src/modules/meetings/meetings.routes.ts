import { messageResponseSchema } from '@openhouse/shared/accounts/responses';
import {
  inviteMailSchema,
  meetingInviteListSchema,
  meetingInviteResponseSchema,
  meetingInviteReadSchema,
  meetingInvitesQuerySchema,
  meetingParticipantsResponseSchema,
  participantsQuerySchema,
  personTourSchema,
  sendInvitationEmailSchema,
  tourAnswerSchema,
  tourFreeTimesQuerySchema,
  tourFreeTimesResponseSchema,
  upcomingInvitesQuerySchema,
  videoTourSchema,
} from '@openhouse/shared/meetings/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { limit, responses } from '../../platform/http/responses';
import { idParams as params, security } from '../../platform/http/route-schema';
import { emailInvitation, inviteToMeeting } from './invitations.service';
import { cancelMeeting, listMeetingInvites, listUpcomingInvites, readMeetingInvite, readParticipants } from './meetings.service';
import { acceptProposedTime, answerTour, readTourFreeTimes } from './tour-answers.service';
import { bookTour } from './tours.service';

const tags = ['meetings'];

/** Tours booked from a listing, the meetings they become, and their invitations. */
export const meetingsRoutes: FastifyPluginAsyncZod<{
  platform: Platform;
}> = async (app, { platform }) => {
  // Each booking e-mails and notifies the realtor: a per-address limit keeps that from becoming a spam channel.
  app.post(
    '/person_tour',
    {
      config: limit(20),
      schema: {
        tags,
        security,
        summary: 'Book an in-person tour of a listing (buyers)',
        body: personTourSchema,
        response: responses(meetingInviteResponseSchema),
      },
    },
    async (request) => bookTour(platform, requireActor(request), 'person_tour', request.body),
  );
  app.post(
    '/video_tour',
    {
      config: limit(20),
      schema: {
        tags,
        security,
        summary: 'Book a video tour of a listing (buyers)',
        body: videoTourSchema,
        response: responses(meetingInviteResponseSchema),
      },
    },
    async (request) => bookTour(platform, requireActor(request), 'video_tour', request.body),
  );
  app.get(
    '/video_tour/meeting_invites',
    {
      schema: {
        tags,
        security,
        summary: 'My meetings (organised or invited to), optionally within dates',
        querystring: meetingInvitesQuerySchema,
        response: responses(meetingInviteListSchema),
      },
    },
    async (request) => listMeetingInvites(platform, requireActor(request), request.query),
  );
  app.get(
    '/video_tour/meeting_invites/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of my meetings',
        params,
        response: responses(meetingInviteReadSchema),
      },
    },
    async (request) => readMeetingInvite(platform, requireActor(request), request.params.id),
  );
  app.get(
    '/upcoming-meeting-invites',
    {
      schema: {
        tags,
        security,
        summary: 'My scheduled meetings not yet over, soonest first',
        querystring: upcomingInvitesQuerySchema,
        response: responses(meetingInviteListSchema),
      },
    },
    async (request) => listUpcomingInvites(platform, requireActor(request), request.query),
  );
  app.get(
    '/video_tour/participants',
    {
      schema: {
        tags,
        security,
        summary: "A meeting's location, sender and recipients",
        querystring: participantsQuerySchema,
        response: responses(meetingParticipantsResponseSchema),
      },
    },
    async (request) => readParticipants(platform, requireActor(request), request.query.meetingInviteId),
  );
  app.delete(
    '/video_tour/cancel/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel a meeting (its organiser or an invitee)',
        params,
        response: responses(meetingInviteResponseSchema),
      },
    },
    async (request) => cancelMeeting(platform, requireActor(request), request.params.id),
  );
  app.get(
    '/tour/free-times',
    { schema: { tags, security, summary: "The listing realtor's free tour times of a date, on the realtor's clock", querystring: tourFreeTimesQuerySchema, response: responses(tourFreeTimesResponseSchema) } },
    async (request) => readTourFreeTimes(platform, requireActor(request), request.query),
  );
  app.post(
    '/tour/:id/answer',
    { schema: { tags, security, summary: 'Answer a tour request: accept, decline with a reason, or propose another time (the invited realtor)', params, body: tourAnswerSchema, response: responses(meetingInviteResponseSchema) } },
    async (request) => answerTour(platform, requireActor(request), request.params.id, request.body),
  );
  app.post(
    '/tour/:id/accept-time',
    { schema: { tags, security, summary: 'Accept the time the realtor proposed for my tour (the buyer who booked it)', params, response: responses(meetingInviteResponseSchema) } },
    async (request) => acceptProposedTime(platform, requireActor(request), request.params.id),
  );
  app.post(
    '/invite_mail',
    {
      config: limit(20),
      schema: {
        tags,
        security,
        summary: 'Invite users to my meeting (notice and e-mail with .ics)',
        body: inviteMailSchema,
        response: responses(meetingInviteResponseSchema),
      },
    },
    async (request) => inviteToMeeting(platform, requireActor(request), request.body),
  );
  app.post(
    '/send-email',
    {
      config: limit(20),
      schema: {
        tags,
        security,
        summary: 'E-mail the invitation of my meeting to an address',
        body: sendInvitationEmailSchema,
        response: responses(messageResponseSchema),
      },
    },
    async (request) => emailInvitation(platform, requireActor(request), request.body),
  );
};
