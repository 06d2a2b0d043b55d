import { z } from 'zod';
import { multiLineText, singleLineText } from '../http/text';
import { escapeHtml } from './merge-tags';

/** A link or image address in a template: http(s) only, so no javascript: or data: URL can be written in. */
export const webAddress = singleLineText()
  .trim()
  .max(2000)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), { error: 'Use a web address starting with http:// or https://.' });

const text = (max: number) => multiLineText().max(max);

/** The e-mail-safe blocks the template editor offers; each renders to table markup that mail clients keep. */
export const templateBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: singleLineText().max(200) }),
  z.object({ type: z.literal('text'), text: text(5000) }),
  z.object({ type: z.literal('image'), url: webAddress, alt: singleLineText().max(200).default(''), link: webAddress.optional() }),
  z.object({ type: z.literal('button'), label: singleLineText().max(80), url: webAddress }),
  z.object({
    type: z.literal('listing'),
    property_id: z.number().int().positive().max(2_147_483_647),
    title: singleLineText().max(200),
    address: singleLineText().max(300),
    price: singleLineText().max(40),
    image_url: webAddress.nullable(),
    url: webAddress,
  }),
  z.object({ type: z.literal('divider') }),
]);
export type TemplateBlock = z.infer<typeof templateBlockSchema>;
export type TemplateBlockType = TemplateBlock['type'];

export const TEMPLATE_BLOCK_LABELS: Record<TemplateBlockType, string> = {
  heading: 'Heading',
  text: 'Text',
  image: 'Image',
  button: 'Button',
  listing: 'Listing card',
  divider: 'Divider',
};

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const cell = (inner: string) => `<tr><td style="padding:8px 24px;">${inner}</td></tr>`;

/** Text keeps its merge tags ({{first_name}}) and line breaks; everything else is escaped. */
const paragraphs = (value: string) =>
  value
    .split(/\n{2,}/)
    .map((paragraph) => `<p style="${FONT}font-size:16px;line-height:24px;color:#1f2937;margin:0 0 12px;">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');

function renderBlock(block: TemplateBlock): string {
  switch (block.type) {
    case 'heading':
      return cell(`<h1 style="${FONT}font-size:24px;line-height:32px;color:#111827;margin:0;">${escapeHtml(block.text)}</h1>`);
    case 'text':
      return cell(paragraphs(block.text));
    case 'image': {
      const image = `<img src="${escapeHtml(block.url)}" alt="${escapeHtml(block.alt)}" width="552" style="display:block;width:100%;max-width:552px;height:auto;border:0;">`;
      return cell(block.link ? `<a href="${escapeHtml(block.link)}">${image}</a>` : image);
    }
    case 'button':
      return cell(
        `<a href="${escapeHtml(block.url)}" style="${FONT}display:inline-block;background:#1c7ed6;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;padding:12px 24px;border-radius:6px;">${escapeHtml(block.label)}</a>`,
      );
    case 'listing': {
      const photo = block.image_url
        ? `<a href="${escapeHtml(block.url)}"><img src="${escapeHtml(block.image_url)}" alt="${escapeHtml(block.title)}" width="552" style="display:block;width:100%;max-width:552px;height:auto;border:0;border-radius:6px 6px 0 0;"></a>`
        : '';
      return cell(
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e5e7eb;border-radius:6px;">` +
          `<tr><td>${photo}</td></tr>` +
          `<tr><td style="padding:12px 16px;${FONT}">` +
          `<p style="${FONT}font-size:20px;font-weight:bold;color:#111827;margin:0 0 4px;">${escapeHtml(block.price)}</p>` +
          `<p style="${FONT}font-size:16px;color:#1f2937;margin:0 0 4px;">${escapeHtml(block.title)}</p>` +
          `<p style="${FONT}font-size:14px;color:#6b7280;margin:0 0 12px;">${escapeHtml(block.address)}</p>` +
          `<a href="${escapeHtml(block.url)}" style="${FONT}color:#1c7ed6;font-size:14px;font-weight:bold;">View the listing</a>` +
          `</td></tr></table>`,
      );
    }
    case 'divider':
      return cell('<hr style="border:0;border-top:1px solid #e5e7eb;margin:8px 0;">');
  }
}

/**
 * The template's HTML from its blocks: one 600-pixel table, the layout mail clients render alike. The footer with
 * the unsubscribe link is added at sending, so every campaign mail carries one whatever the template holds.
 */
export function renderBlocks(blocks: readonly TemplateBlock[]): string {
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;"><tr><td align="center" style="padding:16px 0;">` +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;">` +
    blocks.map(renderBlock).join('') +
    `</table></td></tr></table>`
  );
}

/** What a new block starts as in the editor. */
export function emptyBlock(type: Exclude<TemplateBlockType, 'listing'>): TemplateBlock {
  switch (type) {
    case 'heading':
      return { type, text: 'A heading' };
    case 'text':
      return { type, text: 'Hi {{first_name}},\n\nWrite your message here.' };
    case 'image':
      return { type, url: 'https://', alt: '' };
    case 'button':
      return { type, label: 'Learn more', url: 'https://' };
    case 'divider':
      return { type };
  }
}
