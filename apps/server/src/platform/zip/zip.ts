import { crc32, deflateRawSync } from 'node:zlib';

/*
 * Zip archives, written by hand with node:zlib. The two records the zip format keeps of each file and its
 * end record are what the data export (in memory, deflated) and Download All (streamed, stored) write alike.
 * Names are UTF-8; times stay at the DOS epoch (1980-01-01 00:00); sizes are in the local headers, so no data
 * descriptors follow the files.
 */

/** One entry as the zip format describes it twice: in its local header and in the central directory. */
export type ZipEntryFacts = { name: Buffer; checksum: number; method: 'stored' | 'deflated'; packedSize: number; size: number; offset: number };

/** The entry's local header (before its bytes) and its central directory record (at the archive's end). */
export function entryRecords(entry: ZipEntryFacts): { header: Buffer; record: Buffer } {
  const method = entry.method === 'stored' ? 0 : 8;
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0x0800, 6); // UTF-8 names
  header.writeUInt16LE(method, 8);
  header.writeUInt32LE(0x00210000, 10);
  header.writeUInt32LE(entry.checksum, 14);
  header.writeUInt32LE(entry.packedSize, 18);
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  const record = Buffer.alloc(46);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(20, 4);
  record.writeUInt16LE(20, 6);
  record.writeUInt16LE(0x0800, 8);
  record.writeUInt16LE(method, 10);
  record.writeUInt32LE(0x00210000, 12);
  record.writeUInt32LE(entry.checksum, 16);
  record.writeUInt32LE(entry.packedSize, 20);
  record.writeUInt32LE(entry.size, 24);
  record.writeUInt16LE(entry.name.length, 28);
  record.writeUInt32LE(entry.offset, 42);
  return { header, record };
}

/** The end of the central directory: how many entries, and where the directory is and how long. */
export function endOfDirectory(count: number, directorySize: number, directoryOffset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return end;
}

export type ZipEntry = { name: string; data: Buffer };

/**
 * A zip archive of the given files, deflated, written in memory with node:zlib (docs/DECISIONS.md, Settings:
 * the data export is a few JSON files and a person's own uploads, so no streaming library is needed).
 */
export function zipFiles(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = deflateRawSync(entry.data);
    const { header, record } = entryRecords({ name, checksum: crc32(entry.data), method: 'deflated', packedSize: packed.length, size: entry.data.length, offset });
    central.push(record, name);
    parts.push(header, name, packed);
    offset += header.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  return Buffer.concat([...parts, directory, endOfDirectory(entries.length, directory.length, offset)]);
}
