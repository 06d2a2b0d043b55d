import type { TemplateBlock } from '@openhouse/shared/campaigns/template-blocks';

/** What a new template starts with: a greeting the realtor rewrites. */
export const STARTER_BLOCKS: TemplateBlock[] = [
  { type: 'heading', text: 'Hello {{first_name}}' },
  { type: 'text', text: 'Here is some news from {{realtor_name}}.' },
];
