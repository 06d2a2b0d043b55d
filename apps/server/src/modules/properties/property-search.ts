/** At most this many words of a search reach the database. */
const MAX_WORDS = 8;

/**
 * A to_tsquery('simple', …) expression matching every word of the user's text as a prefix
 * ("mapl 958" → "mapl:* & 958:*"), or null when there is nothing to search for. Only letters and
 * digits survive, so tsquery syntax (& | ! : * ( ) ' <->) typed by a user can never change the query.
 */
export function toPrefixQuery(text: string | undefined): string | null {
  const words = (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, MAX_WORDS);
  return unique.length === 0 ? null : unique.map((word) => `${word}:*`).join(' & ');
}

/** A LIKE/ILIKE pattern that finds `text` anywhere (`contains`) or at the start, with % _ and \ taken literally. */
export function likePattern(text: string, mode: 'prefix' | 'contains'): string {
  const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`);
  return mode === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}
