import type { PDFDocument } from 'pdf-lib';
import { drawFooters, embedFonts, MUTED, PageWriter, utcTime } from './pdf-writer';

export type AuditEntry = {
  at: Date;
  event: string;
  role: string;
  name: string;
  ip: string | null;
  userAgent: string | null;
  detail: string | null;
};

export type CertificateSigner = {
  role: 'buyer' | 'seller';
  name: string;
  email: string;
  signedAt: Date;
  kind: 'typed' | 'drawn';
  ip: string | null;
  userAgent: string | null;
};

export type CertificateInput = {
  transactionId: number;
  property: { label: string; street_address: string; city: string; state: string; zip_code: string };
  completedAt: Date;
  /** SHA-256 (hex) of the contract pages as generated, before this certificate was attached. */
  contractSha256: string;
  contractPages: number;
  signers: CertificateSigner[];
  events: AuditEntry[];
};

/** A, B, ... Z, AA, AB, ... */
function letter(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : `${letter(Math.floor(index / 26) - 1)}${letter(index % 26)}`;
}

const EVENT_LABELS: Record<string, string> = {
  created: 'Transaction created',
  sent: 'Sent for signature',
  viewed: 'Viewed',
  consented: 'Consented to sign electronically',
  signed: 'Signed',
  declined: 'Declined',
  voided: 'Voided',
  completed: 'Completed',
};

/**
 * The certificate of completion, appended after the contract pages: who signed, how, from where, every event
 * of the audit trail, and the digest that ties the certificate to the pages before it. It may run over
 * several pages when the trail is long.
 */
export async function appendCertificate(doc: PDFDocument, input: CertificateInput): Promise<void> {
  const fonts = await embedFonts(doc);
  const writer = new PageWriter(doc, fonts);
  writer.text('Certificate of Completion', { font: fonts.bold, size: 16, after: 1 });
  writer.text(`Openhouse transaction #${input.transactionId} - completed ${utcTime(input.completedAt)}`, { size: 9, color: MUTED, after: 4 });
  writer.rule();

  writer.heading('Document', 11);
  writer.fields(
    [
      ['Property', `${input.property.label}, ${input.property.street_address}, ${input.property.city}, ${input.property.state} ${input.property.zip_code}`],
      ['Contract pages', input.contractPages === 1 ? 'Page 1' : `Pages 1 to ${input.contractPages}`],
    ],
    110,
    9,
  );
  writer.text('SHA-256 of the contract pages (the agreement as signed, generated before this certificate was attached):', { size: 8.5, after: 1 });
  writer.text(input.contractSha256, { font: fonts.mono, size: 8.5, after: 3 });
  writer.text(
    'The SHA-256 of this complete file, certificate included, cannot be printed inside the file itself. Openhouse records it with the transaction when the file is stored and shows it on the transaction page, so a downloaded copy can be checked against it.',
    { size: 7.5, color: MUTED },
  );

  // Each browser is listed once under a letter that the signers and the steps refer to, so a trail of real
  // user agents (100+ characters each) stays readable and a usual signing fits one page.
  const agents = [...new Set([...input.signers.map((signer) => signer.userAgent), ...input.events.map((entry) => entry.userAgent)].filter((agent): agent is string => !!agent))];
  const browser = (agent: string | null) => (agent ? `browser ${letter(agents.indexOf(agent))}` : 'no user agent');

  writer.heading('Signers', 11);
  for (const signer of input.signers) {
    const how = signer.kind === 'typed' ? 'typed signature' : 'drawn signature';
    writer.text(`${signer.role === 'buyer' ? 'Buyer' : 'Seller'}: ${signer.name} <${signer.email}> · signed ${utcTime(signer.signedAt)} · ${how}`, { font: fonts.bold, size: 8.5, after: 0 });
    writer.text(`IP ${signer.ip ?? 'not recorded'} · ${browser(signer.userAgent)}`, { size: 7.5, indent: 10, color: MUTED, after: 3 });
  }
  // Each signer agreed to the same words; they are printed once rather than under every consent step.
  const consents = [...new Set(input.events.filter((entry) => entry.event === 'consented' && entry.detail).map((entry) => entry.detail!))];
  for (const consent of consents) writer.text(`Consent to sign electronically, as agreed: "${consent}"`, { size: 7.5, color: MUTED, after: 2 });

  writer.heading('Browsers (user agents)', 11);
  agents.forEach((agent, index) => writer.text(`${letter(index)}: ${agent}`, { size: 7.5, after: 1 }));

  writer.heading('Audit trail', 11);
  writer.text('Every step in order. Times are UTC; the IP address and browser are those of the request that caused the step.', { size: 7.5, color: MUTED, after: 3 });
  for (const entry of input.events) {
    writer.ensure(22);
    writer.text(`${utcTime(entry.at)} · ${EVENT_LABELS[entry.event] ?? entry.event} · ${entry.name} (${entry.role})`, { font: fonts.bold, size: 8, after: 0 });
    const detail = entry.detail && entry.event !== 'consented' ? ` · ${entry.detail}` : '';
    writer.text(`IP ${entry.ip ?? 'not recorded'} · ${browser(entry.userAgent)}${detail}`, { size: 7.5, indent: 10, color: MUTED, after: 2 });
  }

  drawFooters(writer.pages, fonts.regular, (page, total) => `Openhouse transaction #${input.transactionId} - certificate of completion - page ${page} of ${total}`);
}
