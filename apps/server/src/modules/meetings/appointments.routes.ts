import {
  appointmentResponseSchema,
  appointmentSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
  freeDaysQuerySchema,
  freeDaysResponseSchema,
  guestAppointmentResponseSchema,
  guestAppointmentTokenSchema,
  schedulingAgentResponseSchema,
  schedulingUserParamsSchema,
} from '@openhouse/shared/meetings/appointment-schemas';
import { appointmentListQuerySchema, appointmentListSchema } from '@openhouse/shared/meetings/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/context';
import { createCounter } from '../../platform/http/rate-limit';
import { responses } from '../../platform/http/responses';
import { requireActor } from '../../platform/auth/session';
import { idParams as params, security } from '../../platform/http/route-schema';
import { bookingSettingsResponseSchema, bookingSettingsSchema } from '@openhouse/shared/meetings/booking-settings-schemas';
import { bookAppointment, listAppointments, readAvailability, readFreeDays, readSchedulingAgent } from './appointments.service';
import { BOOKING_PAGE_ROLES, readBookingSettings, saveBookingSettings } from './booking-settings.service';
import { cancelGuestAppointment, readGuestAppointment } from './guest-appointments.service';

const tags = ['meetings'];

/** An agent's public scheduling page /{username} (spec part 2, section 7: user by username, availability, schedule appointment). */
export const appointmentsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    '/scheduling/users/:username',
    { schema: { tags, summary: 'The agent a public scheduling page belongs to', params: schedulingUserParamsSchema, response: responses(schedulingAgentResponseSchema) } },
    async (request) => readSchedulingAgent(platform, request.params.username),
  );
  app.get(
    '/scheduling/availability',
    { schema: { tags, summary: "An agent's free times on a date (public)", querystring: availabilityQuerySchema, response: responses(availabilityResponseSchema) } },
    async (request) => readAvailability(platform, request.query),
  );
  app.get(
    '/scheduling/free-days',
    { schema: { tags, summary: "The dates of a month with a free time on an agent's page (public; the others are greyed out)", querystring: freeDaysQuerySchema, response: responses(freeDaysResponseSchema) } },
    async (request) => readFreeDays(platform, request.query),
  );
  app.get(
    '/scheduling/settings',
    { schema: { tags, security, summary: 'My booking page settings: buffers, minimum notice and the ways I meet visitors (realtors and agents)', response: responses(bookingSettingsResponseSchema) } },
    async (request) => readBookingSettings(platform, requireActor(request, { roles: BOOKING_PAGE_ROLES })),
  );
  app.put(
    '/scheduling/settings',
    { schema: { tags, security, summary: 'Change my booking page settings (realtors and agents)', body: bookingSettingsSchema, response: responses(bookingSettingsResponseSchema) } },
    async (request) => saveBookingSettings(platform, requireActor(request, { roles: BOOKING_PAGE_ROLES }), request.body),
  );

  // Public like the capture form, and each booking notifies the agent and e-mails the visitor: counted per address.
  const bookings = createCounter(app, { name: 'appointment-booking', max: 10, minutes: 15 });
  app.post(
    '/scheduling/appointments',
    {
      schema: { tags, summary: 'Book an appointment with an agent (public scheduling page)', body: appointmentSchema, response: responses(appointmentResponseSchema) },
      preHandler: (request, reply) => bookings.hit(request, reply),
    },
    async (request) => bookAppointment(platform, request.body),
  );

  // The visitor's e-mailed link: whoever holds its token sees and may cancel that one appointment, no account needed.
  const guestLinks = createCounter(app, { name: 'appointment-guest-link', max: 30, minutes: 15 });
  app.get(
    '/scheduling/appointments/:id',
    {
      schema: { tags, summary: "A visitor's appointment, through the link in their e-mail (public, with its token)", params, querystring: guestAppointmentTokenSchema, response: responses(guestAppointmentResponseSchema) },
      preHandler: (request, reply) => guestLinks.hit(request, reply),
    },
    async (request) => readGuestAppointment(platform, request.params.id, request.query.token),
  );
  app.post(
    '/scheduling/appointments/:id/cancel',
    {
      schema: { tags, summary: 'The visitor cancels their appointment from the link in their e-mail (public, with its token)', params, body: guestAppointmentTokenSchema, response: responses(guestAppointmentResponseSchema) },
      preHandler: (request, reply) => guestLinks.hit(request, reply),
    },
    async (request) => cancelGuestAppointment(platform, request.params.id, request.body.token),
  );
  app.get(
    '/appointments',
    {
      schema: { tags, security, summary: 'The bookings of my public scheduling page, upcoming or past (the /appoinments screens)', querystring: appointmentListQuerySchema, response: responses(appointmentListSchema) },
    },
    async (request) => listAppointments(platform, requireActor(request), request.query),
  );
};
