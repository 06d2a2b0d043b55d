import { invalidField } from '../../platform/http/errors';

const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<\/?[a-zA-Z!?][^<>]*>/g;

/**
 * Comments and notes are kept as plain text: script and style blocks are dropped with their content and every
 * other tag is removed (its text kept), repeated until nothing changes so that nested tricks such as
 * '<scr<b>ipt>' cannot reassemble a tag. Nothing a writer typed can then run or restyle a page, whatever renders it.
 */
export function stripTags(text: string): string {
  let current = text;
  for (;;) {
    const next = current.replace(SCRIPT_OR_STYLE, '').replace(TAG, '');
    if (next === current) return next;
    current = next;
  }
}

/** The text without tags; refused with `message` on `field` when nothing is left. */
export function plainTextOrRefuse(text: string, field: string, message: string): string {
  const plain = stripTags(text).trim();
  if (!plain) throw invalidField(field, message);
  return plain;
}
