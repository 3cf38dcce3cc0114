// How large a PDF may be. A PDF is laid out cell by cell (about 12 s for a year of hourly generation by
// source, 19 columns, 167,000 cells, in a worker), so past this many cells it is refused before any work
// starts, with the reason and CSV/XLSX offered instead; the page knows the same limit and says so first.
export const PDF_CELL_LIMIT = 200_000;

export function pdfFits(rows: number, columns: number): boolean {
  return rows * columns <= PDF_CELL_LIMIT;
}
