// The bulletin as a PDF (portrait A4): the same document as the HTML page, drawn with pdfmake and the Roboto
// fonts it ships (they cover ğ ş ı İ ç ö ü). Figures in a two-column grid, charts as SVG over the page width,
// tables with a repeating header, and a footer naming the bulletin and the page.
import type { Content, CustomTableLayout, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { PDF_FONT } from '../../../../engine/export/pdfFont';
import { pdfMakeForNode } from '../../../exports/writers/pdfMakeServer';
import type { BlockBody, BulletinBlock, BulletinDocument, FigureLine, TableBlock } from '../bulletinModel';
import { bulletinText, pageText } from '../bulletinTexts';

const A4_PORTRAIT_WIDTH = 595.28;
const MARGIN = { side: 36, top: 36, bottom: 44 };
const CONTENT_WIDTH = A4_PORTRAIT_WIDTH - 2 * MARGIN.side;

const tableLayout: CustomTableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === 1 || i === node.table.body.length ? 0.6 : 0),
  vLineWidth: () => 0,
  hLineColor: () => '#8A97A8',
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 1.5,
  paddingBottom: () => 1.5,
  fillColor: (rowIndex) => (rowIndex === 0 ? '#E8ECF1' : rowIndex % 2 === 0 ? '#F5F7F9' : null),
};

const figureLayout: CustomTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => '#D5DDE6',
  vLineColor: () => '#D5DDE6',
  paddingLeft: () => 5,
  paddingRight: () => 5,
  paddingTop: () => 3,
  paddingBottom: () => 3,
  fillColor: () => '#F7F9FB',
};

function figureCell(figure: FigureLine | undefined): TableCell {
  if (!figure) return { text: '', border: [false, false, false, false], fillColor: '#FFFFFF' };
  return {
    stack: [
      { text: figure.label, fontSize: 8, color: '#4A5968' },
      { text: figure.value, fontSize: 11, bold: true },
      ...(figure.detail ? [{ text: figure.detail, fontSize: 7.5, color: '#4A5968' }] : []),
    ],
  };
}

function figuresGrid(figures: readonly FigureLine[]): Content {
  const body: TableCell[][] = [];
  for (let i = 0; i < figures.length; i += 2) body.push([figureCell(figures[i]), figureCell(figures[i + 1])]);
  return { table: { widths: ['*', '*'], body, dontBreakRows: true }, layout: figureLayout };
}

function dataTable(table: TableBlock): Content {
  const header: TableCell[] = table.columns.map((c) => ({ text: c.label, bold: true, alignment: c.numeric ? 'right' : 'left' }));
  const rows: TableCell[][] = table.rows.map((row) => row.map((cell, i) => (table.columns[i]?.numeric ? { text: cell, alignment: 'right' } : cell)));
  return { table: { headerRows: 1, widths: table.columns.map(() => '*'), body: [header, ...rows], dontBreakRows: true }, layout: tableLayout, fontSize: 7.5 };
}

function bodyContent(body: BlockBody): Content[] {
  switch (body.kind) {
    case 'figures': return [figuresGrid(body.figures)];
    case 'table': return [dataTable(body.table)];
    case 'chart': return [{ svg: body.svg, width: CONTENT_WIDTH }, ...(body.table ? [{ ...dataTable(body.table) as object, margin: [0, 4, 0, 0] } as Content] : [])];
    case 'noData': return [{ text: body.message, italics: true, color: '#4A5968' }];
  }
}

function blockContent(block: BulletinBlock): Content {
  const heading: Content = { text: block.heading, style: 'heading' };
  // A heading never ends a page alone: it stays with the block's first part (a chart, the figures).
  const [first, ...rest] = bodyContent(block.body);
  return { stack: [{ stack: [heading, first!], unbreakable: block.body.kind !== 'table' }, ...rest], margin: [0, 10, 0, 0] };
}

export function toBulletinPdfDocument(document: BulletinDocument, simulated: boolean): TDocumentDefinitions {
  const language = document.language;
  const [timeNotice, dataNotice] = document.notices;
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [MARGIN.side, MARGIN.top, MARGIN.side, MARGIN.bottom],
    info: { title: document.title, creator: bulletinText('producer', language), producer: bulletinText('producer', language) },
    language: language === 'tr' ? 'tr-TR' : 'en-US',
    defaultStyle: { font: PDF_FONT, fontSize: 9 },
    styles: {
      title: { fontSize: 17, bold: true, color: '#0B3A63' },
      period: { fontSize: 12, color: '#33475B', margin: [0, 2, 0, 6] },
      heading: { fontSize: 11.5, bold: true, color: '#0B3A63', margin: [0, 0, 0, 4] },
      note: { fontSize: 8, color: '#4A5968' },
    },
    content: [
      { text: document.heading, style: 'title' },
      { text: document.periodLine, style: 'period' },
      { text: document.intro, margin: [0, 0, 0, 4] },
      ...(timeNotice ? [{ text: timeNotice, style: 'note' } as Content] : []),
      ...(dataNotice ? [{ text: dataNotice, style: 'note', ...(simulated ? { color: '#7A5A00', bold: true } : {}) } as Content] : []),
      ...document.blocks.map(blockContent),
      { text: document.sourceLine, style: 'note', margin: [0, 14, 0, 2] },
      { text: document.generatedLine, style: 'note' },
    ],
    footer: (currentPage, pageCount) => ({
      columns: [
        { text: document.title, alignment: 'left' },
        { text: pageText(currentPage, pageCount, language), alignment: 'right', width: 'auto' },
      ],
      margin: [MARGIN.side, 16, MARGIN.side, 0],
      fontSize: 7,
      color: '#555555',
    }),
  };
}

export async function toBulletinPdf(document: BulletinDocument, simulated: boolean): Promise<Buffer> {
  const output = pdfMakeForNode().createPdf(toBulletinPdfDocument(document, simulated));
  return output.getBuffer();
}
