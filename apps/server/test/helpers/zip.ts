import yauzl from 'yauzl';
import { zipFiles } from '../../src/platform/zip/zip';

/**
 * The archive with another uncompressed size declared for one entry than its real one (a lying archive), in
 * its local header and its central directory record alike.
 */
function withDeclaredSize(zip: Buffer, name: string, size: number): Buffer {
  const lying = Buffer.from(zip);
  const wanted = Buffer.from(name, 'utf8');
  for (const [signature, nameAt, sizeAt] of [[0x04034b50, 30, 22], [0x02014b50, 46, 24]] as const) {
    for (let at = 0; at + nameAt <= lying.length; at += 1) {
      if (lying.readUInt32LE(at) !== signature || !lying.subarray(at + nameAt, at + nameAt + wanted.length).equals(wanted)) continue;
      lying.writeUInt32LE(size, at + sizeAt);
      break;
    }
  }
  return lying;
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** word/document.xml with one paragraph per line, each split into two runs as Word often splits them. */
export function documentXml(paragraphs: string[]): string {
  const body = paragraphs
    .map((line) => {
      const cut = Math.floor(line.length / 2);
      return `<w:p><w:pPr><w:jc w:val="left"/></w:pPr><w:r><w:t xml:space="preserve">${escapeXml(line.slice(0, cut))}</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>${escapeXml(line.slice(cut))}</w:t></w:r></w:p>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr/></w:body></w:document>`;
}

/** A Word .docx: content types, the package relationships and the document, deflated as Word writes them. */
export function wordDocument(xml: string, options: { declaredSize?: number } = {}): Buffer {
  const zip = zipFiles([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.from(xml) },
  ]);
  return options.declaredSize === undefined ? zip : withDeclaredSize(zip, 'word/document.xml', options.declaredSize);
}

/** Every entry of a zip held in memory, by name, as a zip reader (yauzl) sees it. */
export function unzipped(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error);
      const found = new Map<string, Buffer>();
      archive.on('error', reject);
      archive.on('entry', (entry: yauzl.Entry) =>
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            found.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        }),
      );
      archive.on('end', () => resolve(found));
      archive.readEntry();
    });
  });
}
