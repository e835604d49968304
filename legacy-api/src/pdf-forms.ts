import type { FastifyReply } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A blank one-page form the member prints, fills in and sends back (the SEPA mandate, the AG proxy): a title and
 * its lines, drawn at request time so the repository holds no binary file.
 */
export async function sendPdfForm(
  reply: FastifyReply,
  fileName: string,
  title: string,
  lines: readonly string[],
): Promise<void> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const page = pdf.addPage([595, 842]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 50, y: 780, size: 18, font: bold });
  lines.forEach((line, n) => page.drawText(line, { x: 50, y: 740 - n * 24, size: 11, font: regular }));
  const bytes = await pdf.save();
  await reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(Buffer.from(bytes));
}
