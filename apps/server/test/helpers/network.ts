import type { Project } from '@openhouse/shared/projects/project-schemas';
import type { TestApp } from './app';
import { createProject, type Someone } from './projects';

export type NetworkPeople = { realtor: Someone; otherRealtor: Someone; buyer: Someone; seller: Someone; project: Project; othersProject: Project };

/** The network tests' people: a realtor with a project (sold by the seller), another realtor with theirs, and a buyer. */
export async function networkPeople(t: TestApp): Promise<NetworkPeople> {
  const realtor = await t.user({ roles: ['Realtor'], name: 'Rita Realtor' });
  const otherRealtor = await t.user({ roles: ['Realtor'] });
  const buyer = await t.user({ roles: ['Buyer'] });
  const seller = await t.user({ roles: ['Seller'] });
  const project = await createProject(t, realtor.token, { seller_id: String(seller.user.id) });
  const othersProject = await createProject(t, otherRealtor.token);
  return { realtor, otherRealtor, buyer, seller, project, othersProject };
}
