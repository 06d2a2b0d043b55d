import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

/**
 * The standard PDF fonts encode WinAnsi only: a character outside it (emoji, CJK, most non-Latin scripts)
 * makes pdf-lib throw. Every text a user wrote goes through here first: characters the font has are kept,
 * accented letters it lacks lose their accent (ő -> o), anything else becomes '?', and line breaks and
 * other control characters become spaces.
 */
const EXTRA_WIN_ANSI = 'ŒœŠšŸŽžƒˆ˜–—‘’‚“”„†‡•…‰‹›€™';
/** Latin letters that have no decomposition to fold to. */
const FOLD: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŀ: 'L', ŀ: 'l', Ŧ: 'T', ŧ: 't' };
const encodable = (code: number) => (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || EXTRA_WIN_ANSI.includes(String.fromCodePoint(code));

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (encodable(code)) {
      out += char;
    } else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) {
      out += ' ';
    } else if (FOLD[char]) {
      out += FOLD[char];
    } else {
      // Combining marks and zero-width joiners fold into nothing; a base letter survives its decomposition.
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f\u200b-\u200d]|\ufe0f/g, '');
      if (base.length === 0) continue;
      out += [...base].every((part) => encodable(part.codePointAt(0)!)) ? base : '?';
    }
  }
  return out;
}

/** Lines of at most `width` points; words longer than a line (user agents, digests) are broken. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (value: string) => font.widthOfTextAtSize(value, size) <= width;
  const lines: string[] = [];
  for (const paragraph of toWinAnsi(text).split(/\s*\n\s*/)) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

export type Fonts = { regular: PDFFont; bold: PDFFont; script: PDFFont; mono: PDFFont };

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  const [regular, bold, script, mono] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    // The closest the standard fonts come to handwriting, for typed signatures.
    doc.embedFont(StandardFonts.TimesRomanBoldItalic),
    doc.embedFont(StandardFonts.Courier),
  ]);
  return { regular, bold, script, mono };
}

const PAGE = { width: 612, height: 792, margin: 54 } as const;
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.42, 0.42, 0.46);
export const LINE = rgb(0.8, 0.8, 0.84);

type TextOptions = { font?: PDFFont; size?: number; color?: RGB; indent?: number; after?: number; width?: number };

/** Writes flowing text top to bottom, starting a new page whenever the next block would not fit. */
export class PageWriter {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  readonly left = PAGE.margin;
  readonly right = PAGE.width - PAGE.margin;
  /** Room kept free at the bottom for the footer. */
  readonly bottom = PAGE.margin + 24;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Makes sure `height` points fit below the cursor, else continues on a new page. */
  ensure(height: number): void {
    if (this.y - height < this.bottom) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  text(value: string, options: TextOptions = {}): void {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? 10;
    const indent = options.indent ?? 0;
    const width = options.width ?? this.right - this.left - indent;
    const leading = size * 1.35;
    for (const line of wrapText(value, font, size, width)) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, { x: this.left + indent, y: this.y + size * 0.25, font, size, color: options.color ?? INK });
    }
    this.y -= options.after ?? 4;
  }

  heading(value: string, size = 12): void {
    this.ensure(size * 3);
    this.space(size * 0.6);
    this.text(value, { font: this.fonts.bold, size, after: 4 });
  }

  /** Label and value rows, the values wrapped in their own column. */
  fields(rows: [string, string][], labelWidth = 130, size = 10): void {
    for (const [label, value] of rows) {
      const lines = wrapText(value, this.fonts.regular, size, this.right - this.left - labelWidth);
      const leading = size * 1.35;
      this.ensure(leading * Math.min(lines.length, 3));
      const top = this.y;
      this.page.drawText(toWinAnsi(label), { x: this.left, y: top - leading + size * 0.25, font: this.fonts.bold, size, color: MUTED });
      this.text(value, { size, indent: labelWidth, after: 3 });
    }
  }

  rule(): void {
    this.ensure(10);
    this.y -= 5;
    this.page.drawLine({ start: { x: this.left, y: this.y }, end: { x: this.right, y: this.y }, thickness: 0.6, color: LINE });
    this.y -= 5;
  }
}

/** A small grey line at the bottom of each page. */
export function drawFooters(pages: PDFPage[], font: PDFFont, label: (index: number, total: number) => string): void {
  pages.forEach((page, index) => {
    page.drawText(toWinAnsi(label(index + 1, pages.length)), { x: PAGE.margin, y: PAGE.margin - 10, font, size: 8, color: MUTED });
  });
}

/** Fixed metadata and dates, so the same input always gives the same bytes. */
export function setMetadata(doc: PDFDocument, title: string, at: Date): void {
  doc.setTitle(toWinAnsi(title), { showInWindowTitleBar: false });
  doc.setAuthor('Openhouse');
  doc.setCreator('Openhouse');
  doc.setProducer('Openhouse (pdf-lib)');
  doc.setCreationDate(at);
  doc.setModificationDate(at);
}

/** "2025-03-01 17:04:05 UTC": every time in a contract and its certificate is UTC. */
export function utcTime(value: Date): string {
  return `${value.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const money = (value: number) => usd.format(value);

/** A calendar date (YYYY-MM-DD) written out: March 1, 2025. */
export function longDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}
