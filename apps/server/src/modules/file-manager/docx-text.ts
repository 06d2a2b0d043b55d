import yauzl from 'yauzl';

/**
 * The most of word/document.xml read, uncompressed. A 300-page report's is a few megabytes; a zip bomb's would
 * be gigabytes from kilobytes, so reading stops here whatever the archive claims (docs/DECISIONS.md, File manager).
 */
export const DOCX_XML_MAX_BYTES = 16 * 1024 * 1024;
/** Entries looked through for word/document.xml; a Word file has a few dozen. */
const MAX_ENTRIES = 1000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** The words of a document's XML: each run's <w:t> text, tabs and breaks, a line per paragraph. */
export function textOfDocumentXml(xml: string): string {
  const parts: string[] = [];
  for (const match of xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:br\/>|<\/w:p>/g)) {
    if (match[1] !== undefined) parts.push(decodeXml(match[1]));
    else parts.push(match[0] === '<w:tab/>' ? '\t' : '\n');
  }
  return parts.join('').replace(/\n{3,}/g, '\n\n').trim();
}

/** Reads one entry whole, or null once it passes `max` bytes (the stream is then stopped). */
async function readAtMost(stream: NodeJS.ReadableStream & { destroy(): void }, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > max) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The text of a .docx: a zip holding word/document.xml (yauzl reads it; it also refuses an entry whose bytes
 * outgrow the size its directory gives). '' for anything else, or a document.xml larger than DOCX_XML_MAX_BYTES.
 */
export async function docxText(bytes: Buffer): Promise<string> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  try {
    let seen = 0;
    for await (const entry of zip.eachEntry()) {
      seen += 1;
      if (seen > MAX_ENTRIES) return '';
      if (entry.fileName !== 'word/document.xml') continue;
      if (entry.uncompressedSize > DOCX_XML_MAX_BYTES) return '';
      const xml = await readAtMost(await zip.openReadStreamPromise(entry), DOCX_XML_MAX_BYTES);
      return xml ? textOfDocumentXml(xml.toString('utf8')) : '';
    }
    return '';
  } finally {
    zip.close();
  }
}
