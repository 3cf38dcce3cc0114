// The PDF as a pdfmake document definition, built purely from the export input so it can be tested
// without rendering. Landscape A4: title, what the file holds (range, time zone, units, source, retrieval
// time, order, columns), the chart and the summary, then every row in one table whose header repeats on
// every page. Text wraps at word boundaries (pdfmake follows the Unicode line-breaking rules, the same for
// Turkish and English), never inside a word unless one word is wider than its column.
import type { Content, CustomTableLayout, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Locale } from '../locale/locale';
import type { ReportRow } from '../rows/reportRow';
import { columnDecimals } from '../columns/columnDecimals';
import { cellAlignment } from './cellAlignment';
import { toCellText } from './cellText';
import { exportDetails, type ExportDetail } from './exportDetails';
import type { ExportInput } from './exportInput';
import type { ExportSummary } from './exportSummary';
import { exportTexts, pageNumberText } from './exportTexts';
import { generatedAtText } from './generatedAtText';
import { headerText } from './headerText';
import { toNumberText } from './numberText';
import { pdfColumnWidths, pdfFontSize } from './pdfColumnWidths';
import { PDF_FONT } from './pdfFont';

export interface PdfDocumentInput extends Omit<ExportInput, 'rows'> {
  /** Every row of the request. */
  rows: readonly ReportRow[];
  /** The report's chart as SVG, drawn over the page width. */
  chartSvg?: string;
  summary?: ExportSummary | null;
}

const A4_LANDSCAPE_WIDTH = 841.89;
const MARGIN = { side: 28, top: 28, bottom: 40 };
const CONTENT_WIDTH = A4_LANDSCAPE_WIDTH - 2 * MARGIN.side;
export const PDF_CHART_SIZE = { width: Math.floor(CONTENT_WIDTH), height: 250 };
const CELL_PADDING_X = 3;
const RULE_COLOR = '#8A97A8';

const tableLayout: CustomTableLayout = {
  // Rules only above and below the header and at the end; zebra stripes guide the eye along a row.
  hLineWidth: (i, node) => (i === 0 || i === 1 || i === node.table.body.length ? 0.6 : 0),
  vLineWidth: () => 0,
  hLineColor: () => RULE_COLOR,
  paddingLeft: () => CELL_PADDING_X,
  paddingRight: () => CELL_PADDING_X,
  paddingTop: () => 1.5,
  paddingBottom: () => 1.5,
  fillColor: (rowIndex) => (rowIndex === 0 ? '#E8ECF1' : rowIndex % 2 === 0 ? '#F5F7F9' : null),
};

function tableBody(input: PdfDocumentInput): TableCell[][] {
  const { columns, locale } = input;
  const header: TableCell[] = columns.map((column) => ({
    text: headerText(column, locale),
    bold: true,
    alignment: cellAlignment(column),
  }));
  const body: TableCell[][] = [header];
  for (const row of input.rows) {
    body.push(
      columns.map((column): TableCell => {
        const text = toCellText(column, row[column.key] ?? null, locale, 'grouped');
        const alignment = cellAlignment(column);
        return alignment === 'left' ? text : { text, alignment };
      }),
    );
  }
  return body;
}

/** One line per detail, the label in bold: "Date range: 01.01.2024 – 31.12.2024" reads (and copies) as one line. */
function detailsBlock(details: readonly ExportDetail[]): Content {
  return {
    stack: details.map((d): Content => ({ text: [{ text: `${d.label}: `, bold: true }, d.value] })),
    style: 'note',
    margin: [0, 2, 0, 0],
  };
}

function summaryTable(summary: ExportSummary, locale: Locale): Content {
  const header: TableCell[] = [
    { text: exportTexts.column[locale], bold: true },
    ...summary.ops.map((op): TableCell => ({ text: exportTexts[op][locale], bold: true, alignment: 'right' })),
  ];
  const body: TableCell[][] = [header];
  for (const line of summary.lines) {
    body.push([
      headerText(line.column, locale),
      ...summary.ops.map((op): TableCell => {
        const value = line.values[op];
        return { text: value === null || value === undefined ? '' : toNumberText(value, columnDecimals(line.column), locale, 'grouped'), alignment: 'right' };
      }),
    ]);
  }
  return {
    stack: [
      { text: exportTexts.summary[locale], style: 'heading' },
      { table: { headerRows: 1, widths: ['auto', ...summary.ops.map(() => 'auto' as const)], body }, layout: tableLayout, fontSize: 8 },
    ],
    margin: [0, 8, 0, 0],
    unbreakable: summary.lines.length <= 20,
  };
}

export function toPdfDocument(input: PdfDocumentInput): TDocumentDefinitions {
  const { locale, columns } = input;
  const stamp = generatedAtText(input.generatedAt, locale);
  const fontSize = pdfFontSize(columns.length);

  const content: Content[] = [
    { text: input.title, style: 'title' },
    detailsBlock(exportDetails(input)),
    ...input.notes.map((note): Content => ({ text: note, style: 'note' })),
  ];
  if (input.chartSvg) {
    content.push({ text: input.chartNote ? `${exportTexts.chart[locale]} · ${input.chartNote}` : exportTexts.chart[locale], style: 'heading', margin: [0, 8, 0, 0] });
    content.push({ svg: input.chartSvg, width: PDF_CHART_SIZE.width });
  }
  if (input.summary) content.push(summaryTable(input.summary, locale));
  content.push({
    table: {
      headerRows: 1,
      widths: pdfColumnWidths(columns, CONTENT_WIDTH, 2 * CELL_PADDING_X),
      body: tableBody(input),
    },
    layout: tableLayout,
    fontSize,
    margin: [0, 10, 0, 0],
  });
  if (input.rows.length === 0) content.push({ text: exportTexts.noRows[locale], style: 'note', margin: [0, 6, 0, 0] });

  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [MARGIN.side, MARGIN.top, MARGIN.side, MARGIN.bottom],
    info: { title: input.title, creator: exportTexts.producer[locale], producer: exportTexts.producer[locale] },
    language: locale === 'tr' ? 'tr-TR' : 'en-US',
    defaultStyle: { font: PDF_FONT, fontSize: 9 },
    styles: {
      title: { fontSize: 15, bold: true, margin: [0, 0, 0, 4] },
      heading: { fontSize: 10, bold: true, margin: [0, 0, 0, 3] },
      note: { fontSize: 8.5, color: '#444444' },
    },
    content,
    footer: (currentPage, pageCount) => ({
      columns: [
        { text: `${input.title} · ${stamp}`, alignment: 'left' },
        { text: pageNumberText(currentPage, pageCount, locale), alignment: 'right', width: 'auto' },
      ],
      margin: [MARGIN.side, 14, MARGIN.side, 0],
      fontSize: 7,
      color: '#555555',
    }),
  };
}
