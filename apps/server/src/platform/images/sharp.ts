import { onFirstUse } from '../lazy-module';

/** sharp, loaded by the first image drawn or cleaned: most starts draw none. */
export const loadSharp = onFirstUse<typeof import('sharp')>('sharp');
