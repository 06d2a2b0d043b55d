/**
 * Stamps who is looking, and when, on every page of a PDF served through a share link (view and download), as
 * Papermark and DocSend do: a leaked copy names its source. pdf-lib is loaded on first use (the server's start
 * does not pay for it).
 */
export async function watermarkPdf(body: Buffer, viewer: string | null, at = new Date()): Promise<Buffer> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  let pdf;
  try {
    pdf = await PDFDocument.load(body, { updateMetadata: false });
  } catch {
    // Encrypted or damaged: pdf-lib cannot write it back, and the file is served as it is (docs/DECISIONS.md).
    return body;
  }
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  // The standard font knows Latin-1 only: anything else in an address is shown as '?'.
  const line = `Shared with ${viewer ?? 'a visitor'} on ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    const size = Math.max(6, Math.min(10, width / 70));
    page.drawText(line, { x: 18, y: 14, size, font, color: rgb(0.4, 0.4, 0.4), opacity: 0.85 });
    page.drawText(line, { x: 18, y: height - 14 - size, size, font, color: rgb(0.4, 0.4, 0.4), opacity: 0.85 });
  }
  return Buffer.from(await pdf.save());
}
