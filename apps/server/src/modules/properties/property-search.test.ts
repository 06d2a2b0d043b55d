import { describe, expect, it } from 'vitest';
import { likePattern, toPrefixQuery } from './property-search';

describe('toPrefixQuery', () => {
  it('turns each word into a prefix match, joined with AND', () => {
    expect(toPrefixQuery('Mapl 95')).toBe('mapl:* & 95:*');
    expect(toPrefixQuery('  12 Maple St.,  Sacramento ')).toBe('12:* & maple:* & st:* & sacramento:*');
  });

  it('strips every tsquery operator and quote', () => {
    expect(toPrefixQuery("maple:* | !oak & (elm) <-> 'pine'")).toBe('maple:* & oak:* & elm:* & pine:*');
    expect(toPrefixQuery("'; drop table properties; --")).toBe('drop:* & table:* & properties:*');
  });

  it('keeps letters beyond ASCII, drops repeats and stops at 8 words', () => {
    expect(toPrefixQuery('Cañada cañada')).toBe('cañada:*');
    expect(toPrefixQuery('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
  });

  it('answers null when nothing searchable is left', () => {
    expect(toPrefixQuery(undefined)).toBeNull();
    expect(toPrefixQuery('')).toBeNull();
    expect(toPrefixQuery(' :*&|! ')).toBeNull();
  });
});

describe('likePattern', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(likePattern('100%_a\\b', 'contains')).toBe('%100\\%\\_a\\\\b%');
    expect(likePattern('ann', 'prefix')).toBe('ann%');
  });
});
