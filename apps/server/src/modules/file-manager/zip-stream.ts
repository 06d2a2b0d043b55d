import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { endOfDirectory, entryRecords } from '../../platform/zip/zip';

export type LazyZipEntry = { name: string; read: () => Promise<Buffer | null> };

/**
 * A zip archive streamed as it is built (docs/DECISIONS.md, Shared documents): one file's bytes are held at a
 * time, so memory stays flat however large the package. Files are stored, not deflated: PDFs, photos and
 * videos are compressed already. Sizes are in the local headers (each file is read before its header).
 */
export function zipStream(entries: LazyZipEntry[]): Readable {
  async function* build() {
    const central: Buffer[] = [];
    let offset = 0;
    let count = 0;
    for (const entry of entries) {
      const data = await entry.read();
      if (!data) continue;
      const name = Buffer.from(entry.name, 'utf8');
      const { header, record } = entryRecords({ name, checksum: crc32(data), method: 'stored', packedSize: data.length, size: data.length, offset });
      central.push(record, name);
      yield Buffer.concat([header, name]);
      yield data;
      offset += header.length + name.length + data.length;
      count += 1;
    }
    const directory = Buffer.concat(central);
    yield directory;
    yield endOfDirectory(count, directory.length, offset);
  }
  // In bytes, not objects: Readable.from's default object mode reads 16 chunks ahead of a slow reader, which
  // for a package of large files is as many files held at once when the visitor's connection is slow.
  return Readable.from(build(), { objectMode: false });
}
