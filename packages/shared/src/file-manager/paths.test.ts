import { describe, expect, it } from 'vitest';
import { freeName, isSafeName, parsePath } from './paths';
import { formatMegabytes } from './rules';

describe('file-manager paths', () => {
  it('splits a plain path and answers the root for the empty string', () => {
    expect(parsePath('')).toEqual([]);
    expect(parsePath('Projects/12 Oak Street (4)/Offer 50%.pdf')).toEqual(['Projects', '12 Oak Street (4)', 'Offer 50%.pdf']);
  });

  it.each(['..', 'a/../b', '/etc', 'a//b', 'a/', '%2e%2e', 'a\\b', 'a\u0000b', '.env', '\uff0e\uff0e', 'a\uff0fb', 'con', 'x.', 'x'.repeat(256)])('refuses %j', (path) => {
    expect(parsePath(path)).toBeNull();
  });

  it('keeps names that only look odd', () => {
    expect(['résumé.pdf', 'a..b.txt', 'Offer (final).pdf', '日本語.txt'].every(isSafeName)).toBe(true);
  });

  it('names a clash " (2)", then " (3)", before the extension of a file only', () => {
    expect(freeName('offer.pdf', new Set(['offer.pdf']), true)).toBe('offer (2).pdf');
    expect(freeName('offer.pdf', new Set(['offer.pdf', 'offer (2).pdf']), true)).toBe('offer (3).pdf');
    expect(freeName('v1.2', new Set(['v1.2']), false)).toBe('v1.2 (2)');
    expect(freeName('new.pdf', new Set(['offer.pdf']), true)).toBe('new.pdf');
  });

  it('shows sizes in MB with 2 decimals', () => {
    expect(formatMegabytes(1_572_864)).toBe('1.50 MB');
    expect(formatMegabytes(0)).toBe('0.00 MB');
  });
});
