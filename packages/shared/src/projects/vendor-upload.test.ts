import { describe, expect, it } from 'vitest';
import { VENDOR_UPLOAD_MAX_BYTES } from './rules';
import { addVendorFiles, isAcceptedVendorFile } from './vendor-upload';

const pdf = (name: string, size = 1000) => ({ name, type: 'application/pdf', size });

describe('vendor upload files', () => {
  it('accepts PDFs up to 4 MB and refuses anything larger, empty or of another type', () => {
    expect(isAcceptedVendorFile(pdf('a.pdf', VENDOR_UPLOAD_MAX_BYTES))).toBe(true);
    expect(isAcceptedVendorFile(pdf('a.pdf', VENDOR_UPLOAD_MAX_BYTES + 1))).toBe(false);
    expect(isAcceptedVendorFile(pdf('a.pdf', 0))).toBe(false);
    expect(isAcceptedVendorFile({ name: 'a.png', type: 'image/png', size: 10 })).toBe(false);
    expect(isAcceptedVendorFile({ name: 'scan.PDF', type: '', size: 10 })).toBe(true);
    expect(isAcceptedVendorFile({ name: 'scan.pdf', type: 'text/plain', size: 10 })).toBe(false);
  });

  it('keeps at most five files and says when it turned some away', () => {
    const four = [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'), pdf('4.pdf')];
    const added = addVendorFiles(four, [pdf('5.pdf'), pdf('6.pdf')]);
    expect(added.files.map((file) => file.name)).toEqual(['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf']);
    expect(added.rejected).toBe(true);
  });

  it('adds the good files of a mixed drop and reports the bad one', () => {
    const added = addVendorFiles([], [pdf('ok.pdf'), { name: 'photo.jpg', type: 'image/jpeg', size: 5 }]);
    expect(added.files.map((file) => file.name)).toEqual(['ok.pdf']);
    expect(added.rejected).toBe(true);
    expect(addVendorFiles([], [pdf('ok.pdf')]).rejected).toBe(false);
  });
});
