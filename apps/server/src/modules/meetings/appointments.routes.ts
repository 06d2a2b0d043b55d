import {
  appointmentResponseSchema,
  appointmentSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
  schedulingAgentResponseSchema,
  schedulingUserParamsSchema,
} from '@openhouse/shared/meetings/appointment-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/context';
import { createCounter } from '../../platform/http/rate-limit';
import { responses } from '../../platform/http/responses';
import { bookAppointment, readAvailability, readSchedulingAgent } from './appointments.service';

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
};
