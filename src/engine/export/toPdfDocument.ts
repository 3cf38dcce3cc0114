// The PDF as a pdfmake document definition, built purely from the export input so it can be tested
// without rendering. Landscape A4: title, notes, then one table whose header row repeats on every page.
import type { Content, CustomTableLayout, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ReportColumn } from '../../../schemas/report.schema';
import type { Locale } from '../locale/locale';
import type { ReportRow } from '../rows/reportRow';
import { isNumberColumn, toCellText } from './cellText';
import { exportTexts, pageNumberText, pdfTruncatedText } from './exportTexts';
import { generatedAtText } from './generatedAtText';
import { headerText } from './headerText';
import { pdfColumnWidths, pdfFontSize } from './pdfColumnWidths';
import { PDF_FONT } from './pdfFont';

export interface PdfDocumentInput {
  title: string;
  columns: readonly ReportColumn[];
  /** The rows the PDF shows (at most the PDF row limit). */
  rows: readonly ReportRow[];
  /** How many rows the request produced; more than rows.length means the PDF is shortened. */
  totalRows: number;
  locale: Locale;
  generatedAt: Date;
  notes: readonly string[];
}

const A4_LANDSCAPE_WIDTH = 841.89;
const MARGIN = { side: 28, top: 28, bottom: 40 };
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
    alignment: isNumberColumn(column) ? 'right' : 'left',
  }));
  const body: TableCell[][] = [header];
  for (const row of input.rows) {
    body.push(
      columns.map((column): TableCell => {
        const text = toCellText(column, row[column.key] ?? null, locale, 'grouped');
        return isNumberColumn(column) ? { text, alignment: 'right' } : text;
      }),
    );
  }
  return body;
}

export function toPdfDocument(input: PdfDocumentInput): TDocumentDefinitions {
  const { locale, columns } = input;
  const truncated = input.totalRows > input.rows.length;
  const warning = (marginTop: number): Content => ({
    text: pdfTruncatedText(input.rows.length, input.totalRows, locale),
    style: 'warning',
    margin: [0, marginTop, 0, 0],
  });
  const stamp = generatedAtText(input.generatedAt, locale);
  const fontSize = pdfFontSize(columns.length);

  const content: Content[] = [
    { text: input.title, style: 'title' },
    ...input.notes.map((note): Content => ({ text: note, style: 'note' })),
    { text: stamp, style: 'note' },
  ];
  if (truncated) content.push(warning(4));
  content.push({
    table: {
      headerRows: 1,
      widths: pdfColumnWidths(columns, A4_LANDSCAPE_WIDTH - 2 * MARGIN.side, 2 * CELL_PADDING_X),
      body: tableBody(input),
    },
    layout: tableLayout,
    fontSize,
    margin: [0, 6, 0, 0],
  });
  if (input.rows.length === 0) content.push({ text: exportTexts.noRows[locale], style: 'note', margin: [0, 6, 0, 0] });
  // Said again after the last row, where a reader of a long document arrives.
  if (truncated) content.push(warning(8));

  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [MARGIN.side, MARGIN.top, MARGIN.side, MARGIN.bottom],
    info: { title: input.title, creator: exportTexts.producer[locale], producer: exportTexts.producer[locale] },
    language: locale === 'tr' ? 'tr-TR' : 'en-US',
    defaultStyle: { font: PDF_FONT, fontSize: 9 },
    styles: {
      title: { fontSize: 15, bold: true, margin: [0, 0, 0, 4] },
      note: { fontSize: 8.5, color: '#444444' },
      warning: { fontSize: 9, bold: true, color: '#9A3412' },
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
