// PDF export: every row of the request, landscape, paginated, with the chart and the summary on the first
// page. A view beyond PDF_CELL_LIMIT cells is refused (PdfTooLarge) before any layout starts: the export
// route checks first and answers 400 with the reason and CSV/XLSX offered; this is the writer's own guard.
// writePdfChunks hands the file over in pieces as pdfkit writes its pages, so a server can send the first
// bytes while later pages are still being drawn; writePdf collects the pieces into one file.
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { chartTypes } from '../../../engine/charts/chartTypes';
import { toChartSvg } from '../../../engine/charts/toChartSvg';
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import type { ReportRow } from '../../../engine/rows/reportRow';
import type { ExportInput } from '../../../engine/export/exportInput';
import type { ExportFile } from './exportFile';
import { exportSummary } from '../../../engine/export/exportSummary';
import { topSeriesText } from '../../../engine/export/exportTexts';
import { PDF_CELL_LIMIT, pdfFits } from '../../../engine/export/pdfLimit';
import { pdfMakeForNode } from './pdfMakeServer';
import { takeRows } from '../../../engine/export/takeRows';
import { PDF_CHART_SIZE, toPdfDocument } from '../../../engine/export/toPdfDocument';
import { unfoldedExportInput } from '../../../engine/export/unfoldedExportInput';

export class PdfTooLarge extends Error {
  constructor(readonly rows: number, readonly columns: number) {
    super(`a PDF of ${rows} rows × ${columns} columns is beyond ${PDF_CELL_LIMIT} cells`);
    this.name = 'PdfTooLarge';
  }
}

export const PDF_FILE = { contentType: 'application/pdf', extension: 'pdf' } as const;

/** Bytes pdfkit may hold before they are handed on while pages are drawn: a few messages per year of rows, not thousands. */
const CHUNK_BYTES = 64 * 1024;

/** What writePdfChunks reads of pdfkit's document, a Node Readable (named here by shape: src/engine imports no node: module). */
interface PdfKitOutput {
  readableLength: number;
  read(): Buffer | null;
  end(): void;
  on(event: 'readable' | 'end', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * Writes the PDF and calls onChunk with its bytes, in order, as pdfkit produces them. pdfmake lays out every
 * page first (a footer says "page n of N"), then draws the pages one by one, and pdfkit writes each page as it
 * is drawn: the pieces start flowing when drawing starts, long before the file ends. Throws before the first
 * piece for a view beyond the cell limit.
 */
export async function writePdfChunks(input: ExportInput, onChunk: (chunk: Buffer) => void): Promise<void> {
  const definition = await toPdfDefinition(input);
  const pdfMake = pdfMakeForNode();
  let drawing: PdfKitOutput | undefined;
  const handOn = (document: PdfKitOutput, atLeast: number) => {
    if (document.readableLength < atLeast) return;
    for (let chunk = document.read(); chunk !== null; chunk = document.read()) onChunk(chunk);
  };
  // pdfmake calls its progress callback on its renderer after each drawn item, and the renderer holds the
  // pdfkit document: the only moment the pages written so far can be taken while the rest is still drawn.
  // pdfmake reads the callback when createPdf is called, so it is set for this document alone.
  pdfMake.setProgressCallback(function (this: { pdfDocument?: PdfKitOutput } | undefined) {
    drawing ??= typeof this?.pdfDocument?.read === 'function' ? this.pdfDocument : undefined;
    if (drawing) handOn(drawing, CHUNK_BYTES);
  });
  let output: ReturnType<typeof pdfMake.createPdf>;
  try {
    output = pdfMake.createPdf(definition);
  } finally {
    pdfMake.setProgressCallback(undefined as unknown as (progress: number) => void);
  }
  const document = (await output.getStream()) as unknown as PdfKitOutput;
  await new Promise<void>((resolve, reject) => {
    document.on('readable', () => handOn(document, 0));
    document.on('end', resolve);
    document.on('error', reject);
    document.end();
  });
}

export async function writePdf(input: ExportInput): Promise<ExportFile> {
  const chunks: Buffer[] = [];
  await writePdfChunks(input, (chunk) => chunks.push(chunk));
  return { ...PDF_FILE, body: Buffer.concat(chunks) };
}

/** The pdfmake document of an export: every row, the chart and the summary; PdfTooLarge beyond the cell limit. */
async function toPdfDefinition(written: ExportInput): Promise<TDocumentDefinitions> {
  // A report answering one flat list is written a row per item, as the page shows it.
  const input = await unfoldedExportInput(written);
  const { rows } = await takeRows(input.rows, Number.POSITIVE_INFINITY);
  if (!pdfFits(rows.length, input.columns.length)) throw new PdfTooLarge(rows.length, input.columns.length);
  const chart = input.report && rows.length > 0 ? pdfChart(input.report, input.chartRows ?? rows, input) : undefined;
  const chartNote = [input.chartNote, chart?.note].filter(Boolean).join(' · ');
  return toPdfDocument({
    ...input,
    rows,
    ...(chart ? { chartSvg: chart.svg } : {}),
    ...(chartNote ? { chartNote } : {}),
    summary: exportSummary(input.columns, rows),
  });
}

/** The report's own chart, as the page draws it in the light theme; none when it has no chart or no number to draw. */
function pdfChart(report: ReportDescriptor, rows: readonly ReportRow[], input: ExportInput): { svg: string; note?: string } | undefined {
  const definition = report.chart ? chartTypes[report.chart.type] : undefined;
  if (!definition || !report.chart) return undefined;
  const series = report.chart.series;
  if (!rows.some((row) => series.some((key) => typeof row[key] === 'number'))) return undefined;
  const option = definition.toEchartsOption({ descriptor: report, rows, locale: input.locale, theme: 'light' });
  const svg = toChartSvg(option, { ...PDF_CHART_SIZE, theme: 'light', background: '#ffffff' });
  const selected = Object.values((option.legend as { selected?: Record<string, boolean> } | undefined)?.selected ?? {});
  const shown = selected.filter(Boolean).length;
  return shown < selected.length ? { svg, note: topSeriesText(shown, selected.length, input.locale) } : { svg };
}
