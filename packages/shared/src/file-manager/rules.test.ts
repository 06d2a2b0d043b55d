import { describe, expect, it } from 'vitest';
import { canSummarize, DOCX_TYPE } from './rules';

describe('which files the file manager offers to summarise', () => {
  it('offers the files whose text the server reads: PDF, plain text and Word, by type or by extension', () => {
    expect(canSummarize({ mime_type: 'application/pdf' })).toBe(true);
    expect(canSummarize({ mime_type: 'text/plain' })).toBe(true);
    expect(canSummarize({ mime_type: DOCX_TYPE })).toBe(true);
    expect(canSummarize({ extension: 'DOCX' })).toBe(true);
    expect(canSummarize({ extension: 'pdf', mime_type: null })).toBe(true);
  });

  it('does not offer images, spreadsheets or files without a type', () => {
    expect(canSummarize({ extension: 'png', mime_type: 'image/png' })).toBe(false);
    expect(canSummarize({ extension: 'xlsx', mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe(false);
    expect(canSummarize({})).toBe(false);
  });
});
