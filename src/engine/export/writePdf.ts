// PDF export: every row of the request, landscape, paginated, with the chart and the summary on the first
// page. A view beyond PDF_CELL_LIMIT cells is refused (PdfTooLarge) before any layout starts: the export
// route checks first and answers 400 with the reason and CSV/XLSX offered; this is the writer's own guard.
import { chartTypes } from '../charts/chartTypes';
import { toChartSvg } from '../charts/toChartSvg';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { ReportRow } from '../rows/reportRow';
import type { ExportFile, ExportInput } from './exportInput';
import { exportSummary } from './exportSummary';
import { topSeriesText } from './exportTexts';
import { PDF_CELL_LIMIT, pdfFits } from './pdfLimit';
import { pdfMakeForNode } from './pdfMakeServer';
import { takeRows } from './takeRows';
import { PDF_CHART_SIZE, toPdfDocument } from './toPdfDocument';

export class PdfTooLarge extends Error {
  constructor(readonly rows: number, readonly columns: number) {
    super(`a PDF of ${rows} rows × ${columns} columns is beyond ${PDF_CELL_LIMIT} cells`);
    this.name = 'PdfTooLarge';
  }
}

export async function writePdf(input: ExportInput): Promise<ExportFile> {
  const { rows } = await takeRows(input.rows, Number.POSITIVE_INFINITY);
  if (!pdfFits(rows.length, input.columns.length)) throw new PdfTooLarge(rows.length, input.columns.length);
  const chart = input.report && rows.length > 0 ? pdfChart(input.report, input.chartRows ?? rows, input) : undefined;
  const chartNote = [input.chartNote, chart?.note].filter(Boolean).join(' · ');
  const definition = toPdfDocument({
    ...input,
    rows,
    ...(chart ? { chartSvg: chart.svg } : {}),
    ...(chartNote ? { chartNote } : {}),
    summary: exportSummary(input.columns, rows),
  });
  const body = await pdfMakeForNode().createPdf(definition).getBuffer();
  return { contentType: 'application/pdf', extension: 'pdf', body };
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
