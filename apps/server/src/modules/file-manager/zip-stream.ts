import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

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
      const checksum = crc32(data);
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(0x0800, 6); // UTF-8 names
      header.writeUInt16LE(0, 8); // stored
      header.writeUInt32LE(0x00210000, 10);
      header.writeUInt32LE(checksum, 14);
      header.writeUInt32LE(data.length, 18);
      header.writeUInt32LE(data.length, 22);
      header.writeUInt16LE(name.length, 26);
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(0x0800, 8);
      record.writeUInt32LE(0x00210000, 12);
      record.writeUInt32LE(checksum, 16);
      record.writeUInt32LE(data.length, 20);
      record.writeUInt32LE(data.length, 24);
      record.writeUInt16LE(name.length, 28);
      record.writeUInt32LE(offset, 42);
      central.push(record, name);
      yield Buffer.concat([header, name]);
      yield data;
      offset += header.length + name.length + data.length;
      count += 1;
    }
    const directory = Buffer.concat(central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(count, 8);
    end.writeUInt16LE(count, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    yield directory;
    yield end;
  }
  // In bytes, not objects: Readable.from's default object mode reads 16 chunks ahead of a slow reader, which
  // for a package of large files is as many files held at once when the visitor's connection is slow.
  return Readable.from(build(), { objectMode: false });
}
