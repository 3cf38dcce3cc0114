// Which exports are rendered in the worker pool: those that would hold the event loop for more than a few
// milliseconds. Measured on a year of MCP (8,760 rows × 5 columns, 43,800 cells): CSV about 40 ms, XLSX about
// 250 ms, PDF about 3 s (pdfmake lays out every cell of every row, and the chart is drawn as SVG). A small CSV or XLSX costs less inline than the trip
// to a worker, and is never refused because the pool is full of PDFs.
import type { ExportFormat } from '../../engine/export/exportInput';

/** Cells (rows × columns) below which a format renders inline, in about 20 ms or less. */
const INLINE_BELOW_CELLS: Record<ExportFormat, number> = { csv: 20_000, xlsx: 3_000, pdf: 0 };

export function rendersInPool(format: ExportFormat, rows: number, columns: number): boolean {
  return rows * columns >= INLINE_BELOW_CELLS[format];
}
