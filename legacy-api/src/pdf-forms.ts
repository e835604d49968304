import type { FastifyReply } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A one-page PDF of a title and its lines, drawn when asked so the repository holds no binary file. */
export async function onePagePdf(title: string, lines: readonly string[]): Promise<Buffer> {
  // Without the creation date pdf-lib writes, the same page is the same bytes (the seed is reproducible).
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(title);
  const page = pdf.addPage([595, 842]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 50, y: 780, size: 18, font: bold });
  lines.forEach((line, n) => page.drawText(line, { x: 50, y: 740 - n * 24, size: 11, font: regular }));
  return Buffer.from(await pdf.save());
}

/** A blank one-page form the member prints, fills in and sends back (the SEPA mandate, the AG proxy). */
export async function sendPdfForm(
  reply: FastifyReply,
  fileName: string,
  title: string,
  lines: readonly string[],
): Promise<void> {
  await reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(await onePagePdf(title, lines));
}
