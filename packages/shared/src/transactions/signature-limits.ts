/**
 * Limits of a signature, apart from the schemas so the signing page can check them without loading zod
 * (docs/ARCHITECTURE.md, Web: labels apart from schemas).
 */

/** A drawn signature: a PNG data URL from the signature pad, at most 200 kB. */
export const DRAWN_SIGNATURE_MAX_CHARS = 280_000;
