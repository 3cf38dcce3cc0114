// The one entry point of the server's export route: a format and an input in, a file out. Writers load
// on first use, so a process that never writes a PDF never loads pdfmake and its fonts.
import type { ExportFormat, ExportInput } from '../../../engine/export/exportInput';
import type { ExportFile } from './exportFile';

export type { ExportFormat, ExportInput } from '../../../engine/export/exportInput';
export type { ExportFile } from './exportFile';

export async function writeExport(format: ExportFormat, input: ExportInput): Promise<ExportFile> {
  switch (format) {
    case 'csv':
      return (await import('./writeCsv')).writeCsv(input);
    case 'xlsx':
      return (await import('./writeXlsx')).writeXlsx(input);
    case 'pdf':
      return (await import('./writePdf')).writePdf(input);
    default:
      // Formats come from a validated request; an unknown one here is a programming error.
      throw new Error(`Unknown export format: ${String(format satisfies never)}`);
  }
}
