const BLOCK = 512;
const ascii = new TextDecoder();

/**
 * A tar archive (ustar, as PGlite's dumpDataDir writes it) without the entries whose path `drop` picks: each entry
 * is a 512-byte header, then its data padded to 512 bytes; the archive ends with zeroed blocks.
 */
export function tarWithout(archive: Uint8Array, drop: (path: string) => boolean): Uint8Array {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const text = (start: number, length: number) => ascii.decode(header.subarray(start, start + length)).replace(/\0.*$/s, '');
    // The name field holds 100 bytes; a longer path continues in the prefix field, which goes before it.
    const path = [text(345, 155), text(0, 100)].filter(Boolean).join('/');
    const size = parseInt(text(124, 12).trim() || '0', 8);
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (!drop(path)) kept.push(archive.subarray(offset, end));
    offset = end;
  }
  kept.push(new Uint8Array(BLOCK * 2));
  const result = new Uint8Array(kept.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of kept) {
    result.set(part, at);
    at += part.length;
  }
  return result;
}
