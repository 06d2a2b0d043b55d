/** Whether a PostgreSQL error (node-postgres or PGlite alike, possibly wrapped by the ORM) carries one of these SQLSTATEs. */
function hasSqlState(error: unknown, codes: readonly string[]): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && codes.includes(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, ['23505']);

/**
 * Text PostgreSQL cannot hold: a NUL in a text column (character_not_in_repertoire) or an escape jsonb refuses
 * (untranslatable_character). The schemas' text building blocks refuse both first; this is the net under a field
 * written without them, so its sender hears a 422 rather than a 500.
 */
export const isUnstorableText = (error: unknown): boolean => hasSqlState(error, ['22021', '22P05']);
