import { crc32, deflateSync } from 'node:zlib';

/*
 * The bytes of the seeded documents, made from their rows when asked for: a PDF with one line of text per page,
 * or a PNG picture. Real files a browser opens, without shipping any in the repository.
 */

// PDF strings escape their delimiters; the text is kept to Latin-1 letters the standard font draws.
const pdfText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[\\()]/g, (c) => `\\${c}`);

/** A PDF of `pages` pages, each showing the title and its page number. */
export function pdfOf(title: string, pages: number): Buffer {
  const objects: string[] = [];
  const pageIds = Array.from({ length: pages }, (_, n) => 4 + n * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pageIds.forEach((id, n) => {
    const content = `BT /F1 18 Tf 60 760 Td (${pdfText(title)}) Tj 0 -30 Td (Page ${n + 1} / ${pages}) Tj ET`;
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> ` +
      `/Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id] ?? ''}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG picture of a page: white with a band whose colour and height follow `seed`, so pages differ. */
export function pngOf(seed: number, width = 420, height = 594): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const band = 40 + (seed % 7) * 30;
  const colour = [40 + ((seed * 53) % 180), 80 + ((seed * 31) % 150), 120 + ((seed * 17) % 120)];
  const rows = Buffer.alloc((width * 3 + 1) * height, 255);
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1);
    rows[start] = 0;
    const inBand = y >= 30 && y < 30 + band;
    const line = y > 120 && y % 24 < 3;
    if (!inBand && !line) continue;
    for (let x = 30; x < width - 30; x++) {
      const at = start + 1 + x * 3;
      const [r, g, b] = inBand ? colour : [200, 200, 200];
      rows[at] = r ?? 0;
      rows[at + 1] = g ?? 0;
      rows[at + 2] = b ?? 0;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const seedOf = (id: string) => [...id].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 1_000_003, 7);

/** A seeded document's file: its type and bytes, a picture for a .png name, a PDF otherwise. */
export function seededFile(doc: { id: string; name: string; nb_pages: number }): {
  contentType: string;
  bytes: Buffer;
} {
  return doc.name.toLowerCase().endsWith('.png')
    ? { contentType: 'image/png', bytes: pngOf(seedOf(doc.id)) }
    : { contentType: 'application/pdf', bytes: pdfOf(doc.name.replace(/\.pdf$/i, ''), doc.nb_pages) };
}

/** A page of a waiting document as a picture (spec 001 §7, inprogress/preview/{id}/{page}). */
export const pagePicture = (id: string, page: number): Buffer => pngOf(seedOf(id) + page);
