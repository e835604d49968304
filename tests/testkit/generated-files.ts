import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';

// Reading the files the portal generates (the DUER's action plan and print), as a person opening them would.

/** The rows of a workbook's first sheet, each as its cells' texts. */
export async function sheetRows(file: ArrayBuffer | Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push(Array.from({ length: row.cellCount }, (_, at) => row.getCell(at + 1).text));
  });
  return rows;
}

/** The text of a PDF, its pages in order. */
export async function pdfText(file: ArrayBuffer | Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(file) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
