import { projectMessages as m } from '@openhouse/shared/projects/messages';
import {
  createProjectSchema,
  type InviteSellerInput,
  type ProjectDatesInput,
  type ProjectListQuery,
} from '@openhouse/shared/projects/project-schemas';
import { PROJECT_IMAGE_MAX_BYTES, PROJECT_IMAGE_TYPES } from '@openhouse/shared/projects/rules';
import { toPage } from '@openhouse/shared/http/pagination';
import type { FastifyRequest } from 'fastify';
import { isAdmin } from '../../platform/access/access';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { conflict, fieldErrorsFrom, invalidField, invalidFields, notFound } from '../../platform/http/errors';
import { inviteUser, sendInvitation } from '../accounts/invitations';
import { findPerson, hasRole } from '../accounts/people';
import { propertyAccess } from '../properties/properties.access';
import { findProperty } from '../properties/properties.queries';
import { projectAccess } from './projects.access';
import { projectSellerAdded } from './projects.events';
import { deleteProject, findProjectsWithPeople, insertProject, pageProjects, updateProject } from './projects.repository';
import { contentTypeOf, imageRefused, projectImageKey, readForm, type ReadForm } from './project-files';
import { chosenTemplates, setUpMilestones } from './project-setup';
import { toProjects } from './project-views';

const readImageForm = (request: FastifyRequest) =>
  readForm(request, { maxBytes: PROJECT_IMAGE_MAX_BYTES, maxFiles: 1, tooLargeMessage: m.imageInvalid, tooManyMessage: m.imageInvalid, fileField: 'image' });

/** The project as the details page shows it, read again after a change. */
export async function projectDetail(platform: Platform, actor: Actor, id: number) {
  const [row] = await findProjectsWithPeople(platform.db, [id]);
  if (!row) throw notFound(m.projectNotFound);
  const [project] = await toProjects(platform.db, actor, [row]);
  return project!;
}

/** Checks an image by its bytes and stores it under a random key; answers the key. */
async function storeImage(platform: Platform, form: ReadForm): Promise<string | null> {
  const file = form.files[0];
  if (!file) return null;
  const mime = await contentTypeOf(file.bytes, PROJECT_IMAGE_TYPES);
  if (!mime) throw imageRefused();
  const key = projectImageKey(mime);
  await platform.storage.put(key, file.bytes, mime);
  return key;
}

/** POST /projects (multipart): a realtor's new project, its milestones from the chosen templates. */
export async function createProject(platform: Platform, actor: Actor, request: FastifyRequest) {
  const form = await readImageForm(request);
  const parsed = createProjectSchema.safeParse(form.fields);
  if (!parsed.success) throw invalidFields(fieldErrorsFrom(parsed.error.issues).errors);
  const input = parsed.data;
  if (input.seller_id !== undefined) {
    const seller = await findPerson(platform.db, input.seller_id);
    if (!seller || !(await hasRole(platform.db, seller.id, 'Seller'))) throw invalidField('seller_id', m.sellerNotFound);
  }
  if (input.property_id !== undefined) {
    // Only those who manage the listing (its realtor, an admin) tie a project to it; another's reads as not found.
    const listing = await findProperty(platform.db, input.property_id);
    if (!listing || !propertyAccess.can(actor, 'manage', listing)) throw invalidField('property_id', m.listingNotFound);
  }
  const { templates, unknown } = await chosenTemplates(platform.db, actor.id, input.milestone_template_ids);
  if (unknown) throw invalidField('milestone_template_ids', m.templateNotFound);
  // The image is checked and stored first: a refused image leaves no project, and a failed insert only an unused file.
  const imagePath = await storeImage(platform, form);
  const project = await platform.events.transaction(async (tx) => {
    const row = await insertProject(tx, {
      realtor_id: actor.id,
      seller_id: input.seller_id ?? null,
      property_id: input.property_id ?? null,
      property_address: input.property_address,
      city: input.city,
      state: input.state,
      value: input.value,
      image_path: imagePath,
      start_date: input.start_date ?? null,
      due_date: input.due_date ?? null,
    });
    await setUpMilestones(tx, row, templates);
    return row;
  });
  return { message: m.projectCreated, data: await projectDetail(platform, actor, project.id) };
}

export async function listProjects(platform: Platform, actor: Actor, query: ProjectListQuery) {
  const { rows, total } = await pageProjects(platform.db, { userId: actor.id, everyone: isAdmin(actor) }, query);
  const withPeople = await findProjectsWithPeople(platform.db, rows.map((row) => row.id));
  const ordered = rows.map((row) => withPeople.find((p) => p.id === row.id)!).filter(Boolean);
  return toPage(await toProjects(platform.db, actor, ordered), total, query);
}

export async function readProject(platform: Platform, actor: Actor, id: number) {
  await projectAccess.require(platform.db, actor, 'read', id);
  return { data: await projectDetail(platform, actor, id) };
}

export async function removeProject(platform: Platform, actor: Actor, id: number) {
  const project = await projectAccess.require(platform.db, actor, 'own', id);
  await platform.events.transaction((tx) => deleteProject(tx, project.id));
  return { message: m.projectDeleted };
}

export async function markComplete(platform: Platform, actor: Actor, id: number) {
  const project = await projectAccess.require(platform.db, actor, 'own', id);
  if (project.status === 'completed') throw conflict(m.projectAlreadyCompleted);
  await platform.events.transaction((tx) => updateProject(tx, project.id, { status: 'completed', completed_at: new Date() }));
  return { message: m.projectCompleted, data: await projectDetail(platform, actor, id) };
}

export async function updateDates(platform: Platform, actor: Actor, input: ProjectDatesInput) {
  const project = await projectAccess.require(platform.db, actor, 'manage', input.id);
  await platform.events.transaction((tx) => updateProject(tx, project.id, { start_date: input.start_date, due_date: input.due_date }));
  return { message: m.dateUpdated, data: await projectDetail(platform, actor, project.id) };
}

/** POST /upload-project-image (multipart: project_id, image). */
export async function uploadImage(platform: Platform, actor: Actor, request: FastifyRequest) {
  const form = await readImageForm(request);
  const projectId = Number(form.fields.project_id);
  if (!Number.isInteger(projectId) || projectId < 1 || projectId > 2_147_483_647) throw invalidField('project_id', m.projectNotFound);
  const project = await projectAccess.require(platform.db, actor, 'manage', projectId);
  if (form.files.length === 0) throw imageRefused();
  const key = await storeImage(platform, form);
  await platform.events.transaction((tx) => updateProject(tx, project.id, { image_path: key }));
  if (project.image_path) await platform.storage.delete(project.image_path).catch(() => undefined);
  return { message: m.imageUpdated, data: await projectDetail(platform, actor, project.id) };
}

/** Someone's name for messages. */
async function nameOf(platform: Platform, userId: number): Promise<string> {
  return (await findPerson(platform.db, userId))?.name ?? 'Your realtor';
}

/**
 * POST /projects/invite-seller. An unknown address gets a new Seller account and the set-password e-mail;
 * a known one is linked to the project as its seller at once (being a project's seller gives no role, only
 * sight of this project), and told by a notice.
 */
export async function inviteSeller(platform: Platform, actor: Actor, input: InviteSellerInput) {
  const project = await projectAccess.require(platform.db, actor, 'manage', input.project_id);
  const realtorName = await nameOf(platform, actor.id);
  const invitee = await platform.events.transaction(async (tx, emit) => {
    const invited = await inviteUser(tx, { name: input.name, email: input.email, role: 'Seller' });
    if (invited.user.id === project.realtor_id) throw invalidField('email', m.sellerNotFound);
    await updateProject(tx, project.id, { seller_id: invited.user.id });
    await emit(projectSellerAdded, { projectId: project.id, sellerId: invited.user.id, realtorName, address: project.property_address });
    return invited;
  });
  if (invitee.token) {
    await sendInvitation(platform, { ...invitee, token: invitee.token }, { invitedBy: realtorName, reason: `added you as the seller of ${project.property_address}` });
  }
  return { message: m.sellerInvited, data: await projectDetail(platform, actor, project.id) };
}
