// The first `limit` rows of a batched result, and how many there were in all: a shortened file must be
// able to say what it left out. Rows past the limit are counted, never kept.
import type { ReportRow } from '../rows/reportRow';
import type { ExportInput } from './exportInput';

export interface TakenRows {
  rows: ReportRow[];
  totalRows: number;
}

export async function takeRows(batches: ExportInput['rows'], limit: number): Promise<TakenRows> {
  const rows: ReportRow[] = [];
  let totalRows = 0;
  for await (const batch of batches) {
    totalRows += batch.length;
    const room = limit - rows.length;
    if (room > 0) rows.push(...batch.slice(0, room));
  }
  return { rows, totalRows };
}
