import { networkMessages as m } from '@openhouse/shared/network/messages';
import type { captureSchema } from '@openhouse/shared/network/network-schemas';
import type { z } from 'zod';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { hasRole } from '../accounts/people';
import { projectsRunBy } from '../projects/projects.queries';
import { prospectCaptured } from './network.events';
import { insertProspects } from './network.repository';

type CaptureInput = z.output<typeof captureSchema>;

/**
 * POST /add-qr-details, the public capture form behind a realtor's QR code. A filled honeypot is answered
 * exactly like a stored submission and stores nothing. An unknown realtor, an unknown project and a
 * project that realtor does not run all answer the same 404, so the page reveals none of them. The
 * prospect and the event that tells the realtor commit together.
 */
export async function captureProspect(platform: Platform, input: CaptureInput) {
  const answer = { message: m.captureThanks, data: { name: input.name, email: input.email, phone: input.phone } };
  if (input.website) return answer;
  const isRealtor = (await hasRole(platform.db, input.realtor_id, 'Realtor')) || (await hasRole(platform.db, input.realtor_id, 'Agent'));
  const [project] = isRealtor ? await projectsRunBy(platform.db, input.realtor_id, [input.project_id]) : [];
  if (!project) throw notFound(m.captureNotFound);
  await platform.events.transaction(async (tx, emit) => {
    const [prospect] = await insertProspects(tx, [
      { realtor_id: input.realtor_id, project_id: project.id, name: input.name, user_name: input.email ?? input.name, email: input.email, phone: input.phone, source: 'capture' },
    ]);
    await emit(prospectCaptured, { prospectId: prospect!.id, realtorId: input.realtor_id, name: input.name, address: project.property_address });
  });
  return answer;
}
