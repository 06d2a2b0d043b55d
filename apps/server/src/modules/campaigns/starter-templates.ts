import type { TemplateBlock } from '@openhouse/shared/campaigns/template-blocks';

/** Layouts a realtor may start a template from (GET /email-template); copied into their own, never changed in place. */
export const STARTER_TEMPLATES: { key: string; name: string; blocks: TemplateBlock[] }[] = [
  {
    key: 'newsletter',
    name: 'Monthly newsletter',
    blocks: [
      { type: 'heading', text: 'News from {{realtor_name}}' },
      { type: 'text', text: 'Hi {{first_name}},\n\nHere is what happened in the market this month.' },
      { type: 'divider' },
      { type: 'text', text: 'Thinking of buying or selling? Reply to this e-mail and let us talk.' },
    ],
  },
  {
    key: 'open-house',
    name: 'Open house invitation',
    blocks: [
      { type: 'heading', text: 'You are invited to an open house' },
      { type: 'text', text: 'Hi {{first_name}},\n\nCome and see {{property_address}} this weekend.' },
      { type: 'button', label: 'Plan your visit', url: 'https://example.com' },
    ],
  },
];
