import { USER_NAME_MIN } from './rules';

/** The shortest user name proposed: an account's own minimum, so a proposal would also do as a sign-up name. */
const PROPOSED_USER_NAME_MIN = USER_NAME_MIN;
/** Long e-mails and names are cut so the proposal stays readable (the field itself allows 60). */
const PROPOSED_USER_NAME_MAX = 30;

/** The letters, digits, dots and underscores of `text`, lower-cased: "Pat O'Neil" reads "patoneil". */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._]/g, '')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, PROPOSED_USER_NAME_MAX);
}

/** The stem a proposal starts from: the e-mail's local part, else the name, else "user". */
function stemOf(source: { name?: string | null; email?: string | null }): string {
  const fromEmail = slug(source.email?.split('@')[0] ?? '');
  const fromName = slug(source.name ?? '');
  // A short local part ("jo@") says less than the name ("Jo Smith" -> "josmith").
  if (fromEmail.length >= PROPOSED_USER_NAME_MIN || (fromEmail && fromEmail.length >= fromName.length)) return fromEmail;
  return fromName || fromEmail || 'user';
}

/**
 * A user name for a vendor or prospect entered without one: from the e-mail or the name, at least 4
 * characters, and not among `taken` (compared without case). A short or taken stem gets the smallest number
 * that makes it both: "jo" -> "jo01", "pat" taken as "pat1"... -> "pat2".
 */
export function proposeUserName(source: { name?: string | null; email?: string | null }, taken: ReadonlySet<string>): string {
  const stem = stemOf(source);
  const free = (candidate: string) => !taken.has(candidate.toLowerCase());
  if (stem.length >= PROPOSED_USER_NAME_MIN && free(stem)) return stem;
  const width = Math.max(1, PROPOSED_USER_NAME_MIN - stem.length);
  for (let n = 1; ; n += 1) {
    const candidate = `${stem}${String(n).padStart(width, '0')}`;
    if (free(candidate)) return candidate;
  }
}

/**
 * Each record's user name, proposed where it has none: unique against `taken` and against every other record's
 * (given or proposed). Records are changed in place and returned; the given names are kept as they are.
 */
export function fillUserNames<T extends { name?: string; email?: string; user_name?: string }>(records: T[], taken: Iterable<string>): T[] {
  const used = new Set([...taken].map((name) => name.toLowerCase()));
  for (const record of records) if (record.user_name) used.add(record.user_name.toLowerCase());
  for (const record of records) {
    if (record.user_name) continue;
    record.user_name = proposeUserName(record, used);
    used.add(record.user_name.toLowerCase());
  }
  return records;
}
