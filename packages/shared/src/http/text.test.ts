import { describe, expect, it } from 'vitest';
import { multiLineText, singleLineText, textMessages } from './text';

describe('text building blocks', () => {
  it('refuse NUL and the other control characters on one line', () => {
    for (const value of ['a\u0000b', '\u0000', 'tab\there', 'line\nbreak', 'esc\u001b[31m', 'del\u007f', 'c1\u0085']) {
      expect(singleLineText().safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    for (const value of ['', 'Jane Doe', 'Zoë Ñúñez', '東京', 'emoji 🏠', 'right\u200fto\u202eleft']) expect(singleLineText().parse(value)).toBe(value);
  });

  it('keep line breaks and tabs in text on several lines, refusing the rest', () => {
    expect(multiLineText().parse('Line one\r\n\tLine two\n')).toBe('Line one\r\n\tLine two\n');
    for (const value of ['a\u0000b', 'bell\u0007', 'vt\u000b']) expect(multiLineText().safeParse(value).success, JSON.stringify(value)).toBe(false);
  });

  it('refuse unpaired UTF-16 surrogates on one line and on several, keeping paired ones', () => {
    for (const value of ['\ud800', 'x\udfffy', 'end\udbff', '\udc00start', '🏠\ud83d']) {
      expect(singleLineText().safeParse(value).error?.issues[0]?.message, JSON.stringify(value)).toBe(textMessages.malformedText);
      expect(multiLineText().safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(singleLineText().trim().min(1).parse(' 🏠 \ud83c\udfe0 ')).toBe('🏠 🏠');
  });

  it('keep the usual string chain and messages', () => {
    const schema = singleLineText({ error: 'Name is required.' }).trim().min(1, { error: 'Name is required.' });
    expect(schema.parse('  Jane  ')).toBe('Jane');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Name is required.');
  });
});
