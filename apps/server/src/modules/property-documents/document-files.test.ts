import { describe, expect, it } from 'vitest';
import { pdfDocument, pngImage } from '../../../test/helpers/accounts';
import { docmDocument, docxDocument, elfBinary, htmlPage, oleContainer, windowsExe, xlsxWorkbook, zipArchive } from '../../../test/helpers/documents';
import { attachmentDisposition } from '../../platform/http/responses';
import { detectDocumentType, documentDisplayName } from './document-files';

const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.alloc(64)]);
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);

describe('detectDocumentType', () => {
  it.each([
    ['report.pdf', pdfDocument(), 'application/pdf'],
    ['anything.bin', pdfDocument(), 'application/pdf'],
    ['photo.png', pngImage(), 'image/png'],
    ['photo.jpg', jpeg, 'image/jpeg'],
    ['photo.gif', gif, 'image/gif'],
    ['photo.webp', webp, 'image/webp'],
    ['letter.docx', docxDocument(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['sheet.xlsx', xlsxWorkbook(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['old.doc', oleContainer(), 'application/msword'],
    ['OLD.XLS', oleContainer(), 'application/vnd.ms-excel'],
    ['notes.txt', Buffer.from('Roof replaced in 2019. Café ✓'), 'text/plain; charset=utf-8'],
    ['comps.csv', Buffer.from('address,price\n"1 Main St",500000\n'), 'text/csv; charset=utf-8'],
  ])('accepts %s by its content as %s', async (name, bytes, contentType) => {
    expect((await detectDocumentType(bytes, name))?.contentType).toBe(contentType);
  });

  it.each([
    ['an ELF binary named .pdf', 'contract.pdf', elfBinary()],
    ['a Windows executable named .pdf', 'contract.pdf', windowsExe()],
    ['an HTML page named .pdf', 'contract.pdf', htmlPage()],
    ['an OLE container not named .doc or .xls (an .msi, say)', 'setup.msi', oleContainer()],
    ['an OLE container named .pdf', 'contract.pdf', oleContainer()],
    ['a macro-enabled Word file', 'letter.docx', docmDocument()],
    ['a plain zip archive', 'files.docx', zipArchive({ 'a.txt': 'hello' })],
    ['text under a non-text name', 'notes.pdf', Buffer.from('just text')],
    ['text with a NUL byte', 'notes.txt', Buffer.from('abc\u0000def')],
    ['invalid UTF-8 text', 'notes.txt', Buffer.from([0x61, 0xff, 0xfe, 0x62])],
    ['an empty text file', 'notes.txt', Buffer.alloc(0)],
  ])('refuses %s', async (_what, name, bytes) => {
    expect(await detectDocumentType(bytes, name)).toBeNull();
  });
});

describe('documentDisplayName', () => {
  const pdf = { contentType: 'application/pdf', extensions: ['pdf'] };
  const jpg = { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] };

  it('keeps only the base name of a path', () => {
    expect(documentDisplayName('../../etc/passwd.pdf', pdf)).toBe('passwd.pdf');
    expect(documentDisplayName('C:\\Users\\me\\Desktop\\offer.pdf', pdf)).toBe('offer.pdf');
    expect(documentDisplayName('a/b\\c/../d.pdf', pdf)).toBe('d.pdf');
  });

  it('strips control characters and bidirectional overrides', () => {
    expect(documentDisplayName('in\u0000voi\r\nce\u0007.pdf', pdf)).toBe('invoice.pdf');
    expect(documentDisplayName('photo\u202egpj.exe.jpg', jpg)).toBe('photogpj.exe.jpg');
  });

  it('adds the extension of the real content when the name does not carry it', () => {
    expect(documentDisplayName('../../etc/passwd', pdf)).toBe('passwd.pdf');
    expect(documentDisplayName('plan.png', pdf)).toBe('plan.png.pdf');
    expect(documentDisplayName('picture.JPEG', jpg)).toBe('picture.JPEG');
  });

  it('names a file without a usable name "document"', () => {
    expect(documentDisplayName('../', pdf)).toBe('document.pdf');
    expect(documentDisplayName('\u0001\u0002', pdf)).toBe('document.pdf');
    expect(documentDisplayName('...', pdf)).toBe('document.pdf');
  });

  it('cuts long names to 150 characters, keeping the extension', () => {
    const long = documentDisplayName(`${'a'.repeat(300)}.pdf`, pdf);
    expect(long).toHaveLength(150);
    expect(long.endsWith('a.pdf')).toBe(true);
    const withoutExtension = documentDisplayName('b'.repeat(300), pdf);
    expect(withoutExtension).toHaveLength(150);
    expect(withoutExtension.endsWith('b.pdf')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact name per RFC 5987', () => {
    expect(attachmentDisposition('Offer – “final” (2).pdf')).toBe(
      `attachment; filename="Offer _ _final_ (2).pdf"; filename*=UTF-8''Offer%20%E2%80%93%20%E2%80%9Cfinal%E2%80%9D%20%282%29.pdf`,
    );
  });

  it('cannot be broken out of by quotes or backslashes in the name', () => {
    expect(attachmentDisposition('a"; filename=evil.exe\\.pdf')).toBe(
      `attachment; filename="a_; filename=evil.exe_.pdf"; filename*=UTF-8''a%22%3B%20filename%3Devil.exe%5C.pdf`,
    );
  });
});
