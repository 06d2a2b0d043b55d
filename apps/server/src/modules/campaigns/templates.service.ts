import type { TemplateInput } from '@openhouse/shared/campaigns/campaign-schemas';
import { campaignMessages as m } from '@openhouse/shared/campaigns/messages';
import { renderBlocks, type TemplateBlock } from '@openhouse/shared/campaigns/template-blocks';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { conflict, invalidField } from '../../platform/http/errors';
import { templateAccess } from './campaigns.access';
import { deleteTemplate, insertTemplate, templateInActiveUse, templatesOf, updateTemplate } from './campaigns.repository';
import { toTemplate } from './campaigns.mappers';
import { sanitiseEmailHtml } from './email-html';
import { STARTER_TEMPLATES } from './starter-templates';

/** The stored form of a template: the body rendered from the blocks when there are any, and always sanitised. */
function storedBody(input: TemplateInput): { body: string; blocks: TemplateBlock[] | null } {
  const blocks = input.blocks?.length ? (input.blocks as TemplateBlock[]) : null;
  const body = sanitiseEmailHtml(blocks ? renderBlocks(blocks) : (input.body ?? ''));
  if (!body.trim()) throw invalidField('body', m.templateBodyRequired);
  return { body, blocks };
}

/** GET /email-template: the starter layouts a new template may begin from. */
export function starterTemplates() {
  return { data: STARTER_TEMPLATES };
}

/** GET /user-email-templates */
export async function listTemplates(platform: Platform, actor: Actor) {
  return { data: (await templatesOf(platform.db, actor.id)).map(toTemplate) };
}

/** GET /user-email-templates/{id} */
export async function readTemplate(platform: Platform, actor: Actor, id: number) {
  return { data: toTemplate(await templateAccess.require(platform.db, actor, 'manage', id)) };
}

/** POST /user-email-templates */
export async function createTemplate(platform: Platform, actor: Actor, input: TemplateInput) {
  const stored = storedBody(input);
  const row = await platform.events.transaction((tx) => insertTemplate(tx, { user_id: actor.id, name: input.name, ...stored }));
  return { message: m.templateSaved, data: toTemplate(row) };
}

/** PUT /user-email-templates/{id} */
export async function editTemplate(platform: Platform, actor: Actor, id: number, input: TemplateInput) {
  await templateAccess.require(platform.db, actor, 'manage', id);
  const stored = storedBody(input);
  const row = await platform.events.transaction((tx) => updateTemplate(tx, id, { name: input.name, ...stored }));
  return { message: m.templateUpdated, data: toTemplate(row) };
}

/** DELETE /user-email-templates/{id}: refused while a campaign still has to send it. */
export async function removeTemplate(platform: Platform, actor: Actor, id: number) {
  await templateAccess.require(platform.db, actor, 'manage', id);
  await platform.events.transaction(async (tx) => {
    if (await templateInActiveUse(tx, id)) throw conflict(m.templateInUse);
    await deleteTemplate(tx, id);
  });
  return { message: m.templateDeleted };
}
