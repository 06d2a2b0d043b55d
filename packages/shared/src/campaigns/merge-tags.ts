/** The merge tags a template may use (the editor offers these; anything else is left as written). */
export const MERGE_TAGS = ['first_name', 'name', 'realtor_name', 'property_address', 'unsubscribe_url'] as const;
export type MergeTag = (typeof MERGE_TAGS)[number];
export type MergeValues = Record<MergeTag, string>;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to stand in HTML, as element content or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * Fills {{tag}} with the recipient's values, escaped: a prospect named `<script>` reads as text, never as markup.
 * Spaces inside the braces are allowed ({{ first_name }}), as people type them.
 */
export function fillMergeTags(html: string, values: MergeValues, escape: (value: string) => string = escapeHtml): string {
  return html.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, tag: string) => ((MERGE_TAGS as readonly string[]).includes(tag) ? escape(values[tag as MergeTag]) : whole));
}

/** The same for the plain-text part, where values stand as they are. */
export const fillMergeTagsInText = (text: string, values: MergeValues) => fillMergeTags(text, values, (value) => value);

/** The first word of a name, for {{first_name}}; an address stands in for a missing name. */
export function firstNameOf(name: string | null, email: string): string {
  const first = name?.trim().split(/\s+/)[0];
  return first || email.split('@')[0]!;
}

/** Sample values for previews and test sends. */
export const SAMPLE_MERGE_VALUES: MergeValues = {
  first_name: 'Jordan',
  name: 'Jordan Rivera',
  realtor_name: 'Your name',
  property_address: '123 Main Street, Sacramento',
  unsubscribe_url: '#unsubscribe',
};
