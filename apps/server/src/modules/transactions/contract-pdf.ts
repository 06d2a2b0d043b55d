import { createHash } from 'node:crypto';
import { PDFDocument, type PDFImage } from 'pdf-lib';
import { appendCertificate, type CertificateInput } from './certificate';
import { drawFooters, embedFonts, INK, LINE, longDate, money, MUTED, PageWriter, setMetadata, toWinAnsi, utcTime, type Fonts } from './pdf-writer';

export type ContractParty = { name: string; email: string };

export type ContractSignature =
  | { kind: 'typed'; name: string; signedAt: Date }
  | { kind: 'drawn'; png: Uint8Array; signedAt: Date };

/** Everything a contract shows: read from the transaction, its property, its parties and the accepted bid. */
export type ContractInput = {
  transactionId: number;
  /** The transaction date, YYYY-MM-DD. */
  date: string;
  property: { label: string; street_address: string; city: string; state: string; zip_code: string };
  buyer: ContractParty;
  seller: ContractParty;
  realtor: ContractParty;
  amount: number;
  buyersPremium: number;
  paymentMethod: string;
  /** Contingency labels of the accepted bid (Loan, Appraisal, ...). */
  contingencies: string[];
  escrowClosingDate: string;
  bidId: number;
  signatures: { buyer: ContractSignature | null; seller: ContractSignature | null };
  /** The file's own date, fixed so that the same input always gives the same bytes. */
  generatedAt: Date;
};

/** SHA-256 of bytes, as hex. */
export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The contract as it stands: its pages, with whatever signatures it has so far. */
export async function renderContract(input: ContractInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  setMetadata(doc, `Purchase agreement - transaction ${input.transactionId}`, input.generatedAt);
  const fonts = await embedFonts(doc);
  const writer = new PageWriter(doc, fonts);
  writeTerms(writer, input);
  await writeSignatures(writer, doc, fonts, input);
  drawFooters(writer.pages, fonts.regular, (page, total) => `Openhouse transaction #${input.transactionId} - purchase agreement - page ${page} of ${total}`);
  return doc.save();
}

export type CertificateDetails = Omit<CertificateInput, 'transactionId' | 'contractSha256' | 'contractPages' | 'property'>;

/**
 * The executed contract: the signed contract pages (as `renderContract` made them), then a certificate of
 * completion with the audit trail and the SHA-256 of those contract pages.
 */
export async function attachCertificate(input: ContractInput, contract: Uint8Array, certificate: CertificateDetails): Promise<{ bytes: Uint8Array; contractSha256: string; contractPages: number }> {
  const contractSha256 = sha256Hex(contract);
  const doc = await PDFDocument.load(contract, { updateMetadata: false });
  const contractPages = doc.getPageCount();
  await appendCertificate(doc, { ...certificate, transactionId: input.transactionId, property: input.property, contractSha256, contractPages });
  setMetadata(doc, `Executed purchase agreement - transaction ${input.transactionId}`, certificate.completedAt);
  return { bytes: await doc.save(), contractSha256, contractPages };
}

/** The contract pages and their certificate in one go. */
export async function renderExecutedContract(input: ContractInput, certificate: CertificateDetails): Promise<{ bytes: Uint8Array; contractSha256: string; contractPages: number }> {
  return attachCertificate(input, await renderContract(input), certificate);
}

function addressOf(property: ContractInput['property']): string {
  return `${property.street_address}, ${property.city}, ${property.state} ${property.zip_code}`;
}

function writeTerms(writer: PageWriter, input: ContractInput): void {
  const { fonts } = writer;
  const total = (Math.round(input.amount * 100) + Math.round(input.buyersPremium * 100)) / 100;
  writer.text('Residential Purchase Agreement', { font: fonts.bold, size: 18, after: 2 });
  writer.text(`Openhouse transaction #${input.transactionId} - dated ${longDate(input.date)}`, { color: MUTED, after: 8 });
  writer.rule();

  writer.heading('1. Parties');
  writer.fields([
    ['Buyer', `${input.buyer.name} <${input.buyer.email}>`],
    ['Seller', `${input.seller.name} <${input.seller.email}>`],
    ['Listing realtor', `${input.realtor.name} <${input.realtor.email}>`],
  ]);

  writer.heading('2. Property');
  writer.fields([
    ['Listing', input.property.label],
    ['Address', addressOf(input.property)],
  ]);

  writer.heading('3. Price and payment');
  writer.fields([
    ['Purchase price', money(input.amount)],
    ["Buyer's premium", money(input.buyersPremium)],
    ['Total due from buyer', money(total)],
    ['Payment method', input.paymentMethod],
    ['Accepted bid', `#${input.bidId}`],
  ]);
  writer.text(
    "The purchase price is the amount of the buyer's bid accepted by the seller on Openhouse. The buyer's premium is a fee added on top of the purchase price and is paid by the buyer.",
    { size: 9, color: MUTED },
  );

  writer.heading('4. Contingencies');
  const contingencies = input.contingencies.length > 0 ? input.contingencies.join(', ') : 'None stated';
  writer.fields([['Contingencies', contingencies]]);
  writer.text(
    'Where the accepted bid names a loan, appraisal or inspection contingency, the buyer may cancel this agreement if that condition is not met before the close of escrow. A bid with no contingency binds the buyer without those conditions.',
    { size: 9, color: MUTED },
  );

  writer.heading('5. Escrow');
  writer.fields([['Close of escrow', `On or before ${longDate(input.escrowClosingDate)}`]]);

  writer.heading('6. Electronic signatures');
  writer.text(
    'The buyer signs first, then the seller. Each party consents to sign electronically; an electronic signature has the same effect as a handwritten one. Each step is recorded with its time, IP address and browser, and the certificate attached to the executed agreement lists them.',
    { size: 9 },
  );
}

const BOX = { width: 240, height: 64 } as const;

async function writeSignatures(writer: PageWriter, doc: PDFDocument, fonts: Fonts, input: ContractInput): Promise<void> {
  // The heading and both boxes (side by side) stay together on one page, whatever the signatures hold, so
  // the page count never changes with them.
  writer.ensure(BOX.height + 110);
  writer.heading('7. Signatures');
  const top = writer.y - 16;
  const columns: [string, ContractParty, ContractSignature | null, number][] = [
    ['Buyer', input.buyer, input.signatures.buyer, writer.left],
    ['Seller', input.seller, input.signatures.seller, writer.left + BOX.width + 24],
  ];
  for (const [label, party, signature, x] of columns) {
    const page = writer.page;
    page.drawText(label, { x, y: top, font: fonts.bold, size: 10, color: MUTED });
    const boxBottom = top - 8 - BOX.height;
    page.drawRectangle({ x, y: boxBottom, width: BOX.width, height: BOX.height, borderColor: LINE, borderWidth: 0.8 });
    if (signature?.kind === 'typed') {
      const text = toWinAnsi(signature.name);
      let size = 26;
      while (size > 10 && fonts.script.widthOfTextAtSize(text, size) > BOX.width - 16) size -= 1;
      page.drawText(text, { x: x + 8, y: boxBottom + BOX.height / 2 - size / 3, font: fonts.script, size, color: INK });
    } else if (signature?.kind === 'drawn') {
      const image = await embedSignature(doc, signature.png);
      if (image) {
        const scale = Math.min((BOX.width - 12) / image.width, (BOX.height - 8) / image.height, 1);
        const width = image.width * scale;
        const height = image.height * scale;
        page.drawImage(image, { x: x + (BOX.width - width) / 2, y: boxBottom + (BOX.height - height) / 2, width, height });
      }
    }
    const caption = signature ? `Signed electronically ${utcTime(signature.signedAt)} (${signature.kind})` : 'Not signed yet';
    page.drawText(toWinAnsi(party.name).slice(0, 60), { x, y: boxBottom - 14, font: fonts.regular, size: 9, color: INK });
    page.drawText(caption, { x, y: boxBottom - 26, font: fonts.regular, size: 8, color: MUTED });
  }
  writer.y = top - 8 - BOX.height - 34;
}

/** A drawn signature is checked when it is given; should it still fail to embed, the box stays empty rather than the contract failing. */
async function embedSignature(doc: PDFDocument, png: Uint8Array): Promise<PDFImage | null> {
  try {
    return await doc.embedPng(png);
  } catch {
    return null;
  }
}
