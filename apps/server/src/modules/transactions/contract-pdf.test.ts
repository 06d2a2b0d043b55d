import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pngImage } from '../../../test/helpers/files';
import { pdfPageTexts } from '../../../test/helpers/transactions';
import type { AuditEntry, CertificateSigner } from './certificate';
import { attachCertificate, renderContract, renderExecutedContract, type ContractInput } from './contract-pdf';
import { toWinAnsi, wrapText } from './pdf-writer';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const signedAt = new Date('2030-01-10T17:04:05Z');

function contract(overrides: Partial<ContractInput> = {}): ContractInput {
  return {
    transactionId: 42,
    date: '2030-01-09',
    property: { label: 'Sunny family home', street_address: '101 Maple Street', city: 'Sacramento', state: 'CA', zip_code: '95814' },
    buyer: { name: 'Jane Buyer', email: 'jane@example.com' },
    seller: { name: 'Sam Seller', email: 'sam@example.com' },
    realtor: { name: 'Rita Realtor', email: 'rita@example.com' },
    amount: 651000,
    buyersPremium: 32550,
    paymentMethod: 'Credit Card',
    contingencies: ['Loan', 'Inspection'],
    escrowClosingDate: '2030-03-01',
    bidId: 7,
    signatures: { buyer: null, seller: null },
    generatedAt: new Date('2030-01-09T12:00:00Z'),
    ...overrides,
  };
}

function entry(event: string, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return { at: signedAt, event, role: 'buyer', name: 'Jane Buyer', ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0', detail: null, ...overrides };
}

const signers: CertificateSigner[] = [
  { role: 'buyer', name: 'Jane Buyer', email: 'jane@example.com', signedAt, kind: 'typed', ip: '203.0.113.9', userAgent: 'Firefox/128.0' },
  { role: 'seller', name: 'Sam Seller', email: 'sam@example.com', signedAt, kind: 'drawn', ip: '198.51.100.4', userAgent: 'Safari/17.0' },
];

const signed = (): ContractInput['signatures'] => ({
  buyer: { kind: 'typed', name: 'Jane Buyer', signedAt },
  seller: { kind: 'drawn', png: pngImage(120, 40), signedAt },
});

describe('renderContract', () => {
  it('states the parties, the property, the price with premium and total, the bid terms, the payment method and the date', async () => {
    const text = (await pdfPageTexts(await renderContract(contract()))).join('\n');
    for (const expected of [
      'Residential Purchase Agreement',
      'Jane Buyer <jane@example.com>',
      'Sam Seller <sam@example.com>',
      'Rita Realtor <rita@example.com>',
      '101 Maple Street, Sacramento, CA 95814',
      '$651,000.00',
      '$32,550.00',
      '$683,550.00',
      'Loan, Inspection',
      'On or before March 1, 2030',
      'Credit Card',
      'January 9, 2030',
      '#7',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.match(/Not signed yet/g)).toHaveLength(2);
  });

  it('gives the same bytes for the same input, so a contract can be regenerated and compared', async () => {
    const first = await renderContract(contract({ signatures: signed() }));
    const second = await renderContract(contract({ signatures: signed() }));
    expect(sha256(first)).toBe(sha256(second));
    const other = await renderContract(contract({ signatures: signed(), amount: 652000 }));
    expect(sha256(other)).not.toBe(sha256(first));
  });

  it('stamps a typed signature as text and a drawn one as an embedded image, with the time each was signed', async () => {
    const bytes = await renderContract(contract({ signatures: signed() }));
    const text = (await pdfPageTexts(bytes)).join('\n');
    expect(text).not.toContain('Not signed yet');
    expect(text).toContain('Signed electronically 2030-01-10 17:04:05 UTC (typed)');
    expect(text).toContain('Signed electronically 2030-01-10 17:04:05 UTC (drawn)');
    const unsigned = await renderContract(contract());
    // The PNG is embedded as an image XObject, which the unsigned contract does not have.
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(Buffer.from(unsigned).toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });

  it('keeps the same page count whatever the signatures hold', async () => {
    const pagesOf = async (input: ContractInput) => (await PDFDocument.load(await renderContract(input))).getPageCount();
    expect(await pagesOf(contract({ signatures: signed() }))).toBe(await pagesOf(contract()));
  });

  it('never throws on names the standard fonts cannot encode (emoji, CJK, Arabic) and keeps what they can', async () => {
    const input = contract({
      buyer: { name: 'José Ñúñez 😀', email: 'jose@example.com' },
      seller: { name: '山田 太郎', email: 'yamada@example.com' },
      realtor: { name: 'Łukasz Żółć — مرحبا', email: 'l@example.com' },
      property: { label: 'Casa 🏡 "Bella"', street_address: '1 Main St\nUnit 2', city: 'Davis', state: 'CA', zip_code: '95616' },
      signatures: { buyer: { kind: 'typed', name: '👩‍💻 José', signedAt }, seller: { kind: 'typed', name: '山田', signedAt } },
    });
    const text = (await pdfPageTexts(await renderContract(input))).join('\n');
    expect(text).toContain('José Ñúñez ?');
    expect(text).toContain('?? ??');
    expect(text).toContain('Lukasz Zólc');
    expect(text).toContain('Casa ? "Bella"');
    expect(text).toContain('1 Main St Unit 2, Davis');
  });
});

describe('the executed contract', () => {
  const events = [
    entry('created', { role: 'realtor', name: 'Rita Realtor', ip: '192.0.2.1', userAgent: 'Edge/120' }),
    entry('sent', { role: 'realtor', name: 'Rita Realtor', ip: '192.0.2.1', userAgent: 'Edge/120', detail: 'Signing link e-mailed to Jane Buyer (buyer)' }),
    entry('viewed'),
    entry('consented'),
    entry('signed', { detail: 'Typed signature: Jane Buyer' }),
    entry('signed', { role: 'seller', name: 'Sam Seller', ip: '198.51.100.4', userAgent: 'Safari/17.0', detail: 'Drawn signature' }),
    entry('completed', { role: 'system', name: 'Openhouse', ip: '198.51.100.4', userAgent: 'Safari/17.0' }),
  ];

  it('is the contract pages and then one certificate page carrying the audit trail and the digest of those pages', async () => {
    const input = contract({ signatures: signed() });
    const pages = await renderContract(input);
    const contractPages = (await PDFDocument.load(pages)).getPageCount();
    const executed = await renderExecutedContract(input, { completedAt: signedAt, signers, events });

    expect(executed.contractSha256).toBe(sha256(pages));
    expect(executed.contractPages).toBe(contractPages);
    const texts = await pdfPageTexts(executed.bytes);
    expect(texts).toHaveLength(contractPages + 1);
    const certificate = texts.at(-1)!;
    expect(certificate).toContain('Certificate of Completion');
    expect(certificate).toContain(sha256(pages));
    expect(certificate).toMatch(/SHA-256 of the contract pages/);
    expect(certificate).toMatch(/SHA-256 of this complete file/);
    for (const step of ['Transaction created', 'Sent for signature', 'Viewed', 'Consented to sign electronically', 'Signed', 'Completed']) expect(certificate).toContain(step);
    for (const ip of ['192.0.2.1', '203.0.113.9', '198.51.100.4']) expect(certificate).toContain(ip);
    for (const agent of ['Edge/120', 'Firefox/128.0', 'Safari/17.0']) expect(certificate).toContain(agent);
    expect(certificate).toContain('2030-01-10 17:04:05 UTC');
    expect(certificate).toContain('Rita Realtor (realtor)');
    expect(certificate).toContain('Openhouse (system)');
    // The contract pages inside the executed file are the pages that were hashed.
    expect(texts.slice(0, contractPages)).toEqual(await pdfPageTexts(pages));
  });

  it('fits a usual signing (two views each, real browser user agents, the consent text) on one certificate page', async () => {
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const consent = 'I agree to sign this contract electronically. My electronic signature has the same legal effect as a handwritten signature, and I may ask for a paper copy from the realtor.';
    const buyer = { ip: '2001:db8:85a3::8a2e:370:7334', userAgent: chrome };
    const seller = { role: 'seller', name: 'Sam Seller', ip: '198.51.100.4', userAgent: iphone };
    const trail = [
      entry('created', { role: 'realtor', name: 'Rita Realtor', userAgent: chrome, detail: 'Bid #7 of $651,000 accepted' }),
      entry('sent', { role: 'realtor', name: 'Rita Realtor', userAgent: chrome, detail: 'Signing link e-mailed to Jane Buyer (buyer)' }),
      entry('viewed', buyer),
      entry('viewed', { ...buyer, ip: '203.0.113.77' }),
      entry('consented', { ...buyer, detail: consent }),
      entry('signed', { ...buyer, detail: 'Typed signature: Jane Buyer' }),
      entry('sent', { ...buyer, detail: 'Signing link e-mailed to Sam Seller (seller)' }),
      entry('viewed', seller),
      entry('viewed', { ...seller, ip: '198.51.100.5' }),
      entry('consented', { ...seller, detail: consent }),
      entry('signed', { ...seller, detail: 'Drawn signature' }),
      entry('completed', { role: 'system', name: 'Openhouse', ip: seller.ip, userAgent: iphone, detail: `Signed by both parties. SHA-256 of the contract pages: ${'a'.repeat(64)}` }),
    ];
    const longSigners: CertificateSigner[] = [
      { ...signers[0]!, userAgent: chrome, ip: buyer.ip },
      { ...signers[1]!, userAgent: iphone },
    ];
    const executed = await renderExecutedContract(contract({ signatures: signed() }), { completedAt: signedAt, signers: longSigners, events: trail });
    const texts = await pdfPageTexts(executed.bytes);
    expect(texts).toHaveLength(executed.contractPages + 1);
    const certificate = texts.at(-1)!;
    // The consent text is printed once, not under each consent step.
    expect(certificate.split('I agree to sign this contract electronically').length - 1).toBe(1);
    expect(certificate).toContain('2001:db8:85a3::8a2e:370:7334');
    expect(certificate).toContain('Completed · Openhouse (system)');
  });

  it('gives the same bytes for the same input', async () => {
    const input = contract({ signatures: signed() });
    const pages = await renderContract(input);
    const first = await attachCertificate(input, pages, { completedAt: signedAt, signers, events });
    const second = await attachCertificate(input, pages, { completedAt: signedAt, signers, events });
    expect(sha256(first.bytes)).toBe(sha256(second.bytes));
  });

  it('runs a long audit trail over as many certificate pages as it needs, each numbered', async () => {
    const input = contract({ signatures: signed() });
    const many = Array.from({ length: 80 }, (_, n) => entry('viewed', { ip: `10.0.${Math.floor(n / 250)}.${n % 250}` }));
    const executed = await renderExecutedContract(input, { completedAt: signedAt, signers, events: many });
    const texts = await pdfPageTexts(executed.bytes);
    const certificatePages = texts.slice(executed.contractPages);
    expect(certificatePages.length).toBeGreaterThan(1);
    certificatePages.forEach((page, index) => expect(page).toContain(`certificate of completion - page ${index + 1} of ${certificatePages.length}`));
    expect(certificatePages.join('\n')).toContain('10.0.0.79');
  });
});

describe('toWinAnsi and wrapText', () => {
  it('keeps Latin-1 and the WinAnsi extras, folds accents it lacks, and replaces the rest', () => {
    expect(toWinAnsi('Zoë Dvořák – “quoted” €5')).toBe('Zoë Dvorák – “quoted” €5');
    expect(toWinAnsi('a\tb\nc\u0000d')).toBe('a b c d');
    expect(toWinAnsi('👨‍👩‍👧 family')).toBe('??? family');
    expect(toWinAnsi('Łódź')).toBe('Lódz');
  });

  it('breaks a line at words and cuts words longer than a line', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont('Helvetica');
    const lines = wrapText(`short words here ${'x'.repeat(300)}`, font, 10, 200);
    expect(lines[0]).toBe('short words here');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(200);
    expect(lines.join('')).toBe(`short words here${'x'.repeat(300)}`);
  });
});
