// XLSX export with exceljs's streaming writer: rows are committed as they come and the zip leaves in pieces
// (writeXlsxChunks), so a large result is never held as a whole workbook, nor as a whole file, in memory. Layout: title, what the file holds (range, time zone, units,
// source, retrieval time, order, columns: exportDetails.ts), a blank line, then a bold header row that
// stays frozen (and carries a filter) while the data scrolls; header text wraps at word boundaries. One
// sheet only: readers (and scripts) take the first sheet as the table.
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportRow } from '../../../engine/rows/reportRow';
import { cellAlignment } from '../../../engine/export/cellAlignment';
import { detailLine, exportDetails } from '../../../engine/export/exportDetails';
import type { ExportInput } from '../../../engine/export/exportInput';
import type { ExportFile } from './exportFile';
import { exportTexts } from '../../../engine/export/exportTexts';
import { headerText } from '../../../engine/export/headerText';
import { toSheetName } from '../../../engine/export/sheetName';
import { xlsxColumnWidth } from '../../../engine/export/xlsxColumnWidth';
import { toXlsxValue, xlsxNumberFormat } from '../../../engine/export/xlsxCellValue';
import { unfoldedExportInput } from '../../../engine/export/unfoldedExportInput';

const CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// Widths are estimated from the first rows only; enough to be representative, cheap to measure.
const WIDTH_SAMPLE_ROWS = 200;

const titleStyle: Partial<ExcelJS.Style> = { font: { bold: true, size: 14 } };
const noteStyle: Partial<ExcelJS.Style> = { font: { italic: true, color: { argb: 'FF555555' } } };
const headerFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8ECF1' } };
const headerBorder: Partial<ExcelJS.Borders> = { bottom: { style: 'thin', color: { argb: 'FF8A97A8' } } };

/** Pieces of at least this size go to `onChunk`: a year of hours is a few dozen pieces, not thousands. */
const CHUNK_BYTES = 64 * 1024;

/** Hands on what the zip stream writes, gathered into pieces of CHUNK_BYTES (the last one smaller). */
function chunkSink(onChunk: (chunk: Buffer) => void): { stream: Writable; flush: () => void } {
  let pending: Buffer[] = [];
  let size = 0;
  const flush = () => {
    if (size === 0) return;
    onChunk(pending.length === 1 ? pending[0]! : Buffer.concat(pending, size));
    pending = [];
    size = 0;
  };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      size += chunk.length;
      if (size >= CHUNK_BYTES) flush();
      callback();
    },
  });
  return { stream, flush };
}

/** Lets the zip compressor drain between batches instead of buffering every row until the end. */
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export const XLSX_FILE = { contentType: CONTENT_TYPE, extension: 'xlsx' } as const;

/** The whole file in memory (small exports, tests). */
export async function writeXlsx(input: ExportInput): Promise<ExportFile> {
  const chunks: Buffer[] = [];
  await writeXlsxChunks(input, (chunk) => chunks.push(chunk));
  return { ...XLSX_FILE, body: Buffer.concat(chunks) };
}

/**
 * Writes the file piece by piece as the rows come: `onChunk` gets each piece of the zip as soon as it is
 * compressed, so the download starts with the first rows and the file is never whole in memory.
 */
export async function writeXlsxChunks(written: ExportInput, onChunk: (chunk: Buffer) => void): Promise<void> {
  // A report answering one flat list is written a row per item, as the page shows it.
  const input = await unfoldedExportInput(written);
  const { columns, locale } = input;
  const sink = chunkSink(onChunk);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink.stream, useStyles: true, useSharedStrings: false });
  workbook.creator = exportTexts.producer[locale];
  workbook.created = input.generatedAt;

  // exceljs reuses the style of a cell whose style object it has seen before: one object per column.
  const cellStyles = columns.map((column): Partial<ExcelJS.Style> => {
    const numFmt = xlsxNumberFormat(column);
    const horizontal = cellAlignment(column);
    return { ...(numFmt ? { numFmt } : {}), ...(horizontal === 'center' ? { alignment: { horizontal } } : {}) };
  });

  let sheet: ExcelJS.Worksheet | undefined;
  // Widths must be known before the first row is committed, so the sheet opens with the first rows in hand
  // (or, for an empty result, at the end, saying so).
  const openSheet = (sample: readonly ReportRow[]): ExcelJS.Worksheet => {
    const preamble = [input.title, ...exportDetails(input).map(detailLine), ...input.notes];
    if (sample.length === 0) preamble.push(exportTexts.noRows[locale]);
    const headerRowNumber = preamble.length + 2; // one blank row between the notes and the table
    const ws = workbook.addWorksheet(toSheetName(input.title, locale), {
      views: [{ state: 'frozen', xSplit: 0, ySplit: headerRowNumber, topLeftCell: `A${headerRowNumber + 1}` }],
    });
    ws.columns = columns.map((column) => ({ width: xlsxColumnWidth(column, locale, sample.slice(0, WIDTH_SAMPLE_ROWS)) }));
    preamble.forEach((text, index) => {
      const row = ws.addRow([text]);
      row.getCell(1).style = index === 0 ? titleStyle : noteStyle;
      row.commit();
    });
    ws.addRow([]).commit();
    const header = ws.addRow(columns.map((column) => headerText(column, locale)));
    header.eachCell((cell, colNumber) => {
      const column = columns[colNumber - 1];
      cell.style = {
        font: { bold: true },
        fill: headerFill,
        border: headerBorder,
        alignment: { horizontal: column ? cellAlignment(column) : 'left', vertical: 'middle', wrapText: true },
      };
    });
    header.commit();
    ws.autoFilter = { from: { row: headerRowNumber, column: 1 }, to: { row: headerRowNumber, column: columns.length } };
    return ws;
  };

  for await (const batch of input.rows) {
    if (batch.length === 0) continue;
    sheet ??= openSheet(batch);
    for (const item of batch) {
      const row = sheet.addRow(columns.map((column) => toXlsxValue(column, item[column.key] ?? null, locale)));
      row.eachCell((cell, colNumber) => {
        cell.style = cellStyles[colNumber - 1] ?? {};
      });
      row.commit();
    }
    await yieldToEventLoop();
  }
  sheet ??= openSheet([]);
  sheet.commit();
  await workbook.commit();
  sink.flush();
}

