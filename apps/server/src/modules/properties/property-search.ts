/** At most this many words of a search reach the database. */
const MAX_WORDS = 8;

/**
 * The words of a user's search, lowercased, each once, at most MAX_WORDS: only letters and digits survive, so
 * tsquery syntax (& | ! : * ( ) ' <->) typed by a user can never change the query.
 */
export function searchWords(text: string | undefined): string[] {
  const words = (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * A to_tsquery('simple', …) expression matching every word of the user's text as a prefix
 * ("mapl 958" → "mapl:* & 958:*"), or null when there is nothing to search for.
 */
export function toPrefixQuery(text: string | undefined): string | null {
  const words = searchWords(text);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/** A LIKE/ILIKE pattern that finds `text` anywhere (`contains`) or at the start, with % _ and \ taken literally. */
export function likePattern(text: string, mode: 'prefix' | 'contains'): string {
  const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`);
  return mode === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}
