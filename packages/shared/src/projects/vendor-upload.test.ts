import { describe, expect, it } from 'vitest';
import { VENDOR_UPLOAD_MAX_BYTES } from './rules';
import { addVendorFiles, isAcceptedVendorFile, VENDOR_UPLOAD_RULES, vendorFileRefusalMessage } from './vendor-upload';

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
    expect(added.refused).toEqual([{ name: '6.pdf', rule: 'count' }]);
  });

  it('adds the good files of a mixed drop and reports the bad one', () => {
    const added = addVendorFiles([], [pdf('ok.pdf'), { name: 'photo.jpg', type: 'image/jpeg', size: 5 }]);
    expect(added.files.map((file) => file.name)).toEqual(['ok.pdf']);
    expect(added.refused).toEqual([{ name: 'photo.jpg', rule: 'type' }]);
    expect(addVendorFiles([], [pdf('ok.pdf')]).refused).toEqual([]);
  });

  it('names the rule each refused file broke, in the limits the spec sets', () => {
    const added = addVendorFiles([], [pdf('big.pdf', VENDOR_UPLOAD_MAX_BYTES + 1), pdf('blank.pdf', 0), { name: 'notes.docx', type: 'application/msword', size: 9 }]);
    expect(added.refused.map(vendorFileRefusalMessage)).toEqual(['big.pdf is larger than 4 MB.', 'blank.pdf is empty.', 'notes.docx is not a PDF.']);
    expect(vendorFileRefusalMessage({ name: '6.pdf', rule: 'count' })).toBe('6.pdf was left out: at most 5 files at a time.');
    expect(VENDOR_UPLOAD_RULES).toBe('Only PDF files, up to 4 MB each, at most 5.');
  });
});
