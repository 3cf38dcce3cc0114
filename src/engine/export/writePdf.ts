// PDF export. A PDF is for reading and printing, not for a year of hourly rows × 19 columns, and
// pdfmake lays out every cell in memory: beyond PDF_ROW_LIMIT rows it is shortened, and says so at the
// top and the bottom, pointing to XLSX/CSV for the full data.
import type { ExportFile, ExportInput } from './exportInput';
import { pdfMakeForNode } from './pdfMakeServer';
import { takeRows } from './takeRows';
import { toPdfDocument } from './toPdfDocument';

export const PDF_ROW_LIMIT = 5_000;

export async function writePdf(input: ExportInput, rowLimit: number = PDF_ROW_LIMIT): Promise<ExportFile> {
  const { rows, totalRows } = await takeRows(input.rows, rowLimit);
  const definition = toPdfDocument({ ...input, rows, totalRows });
  const body = await pdfMakeForNode().createPdf(definition).getBuffer();
  return { contentType: 'application/pdf', extension: 'pdf', body };
}
