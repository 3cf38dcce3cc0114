// The rows of an export read from the store batch by batch, through a cursor (Store.queryBatches), each row in
// its answer form (readRow). The first batches are read before the file starts: whether there is any row decides
// between a file and the "not published yet" error, and a result that fits in them can be written inline. The
// rest is read only as the writer asks for it, so a year of hourly rows is never held in memory.
import type { ReportColumn } from '../../../schemas/report.schema';
import { rowReader } from '../../engine/columns/readRow';
import type { ReportRow } from '../../engine/rows/reportRow';
import type { SqlStatement } from '../reports/buildReportQuery';
import type { Store } from '../store/store';

export interface RowBatches {
  /** The batches read ahead: the first, and the second when there is one. */
  head: ReportRow[][];
  /** Whether the head holds every row (then `rest` yields nothing). */
  complete: boolean;
  /** The batches after the head; ending it early (return) gives the cursor and its connection back. */
  rest: AsyncIterator<ReportRow[]>;
}

/** Opens the cursor of `statement`; `onRows` hears each batch's size as it is read. */
export async function openRowBatches(store: Store, statement: SqlStatement, columns: readonly ReportColumn[], onRows: (rows: number) => void): Promise<RowBatches> {
  const cursor = store.queryBatches(statement.sql, statement.params)[Symbol.asyncIterator]();
  const readOne = rowReader(columns);
  const read = async (): Promise<ReportRow[] | undefined> => {
    const next = await cursor.next();
    if (next.done) return undefined;
    onRows(next.value.length);
    return next.value.map(readOne);
  };
  const head: ReportRow[][] = [];
  try {
    for (let i = 0; i < 2; i++) {
      const batch = await read();
      if (!batch) return { head, complete: true, rest: emptyRest() };
      head.push(batch);
    }
  } catch (error) {
    await cursor.return?.();
    throw error;
  }
  const rest: AsyncIterator<ReportRow[]> = {
    async next() {
      const batch = await read();
      return batch ? { done: false, value: batch } : { done: true, value: undefined };
    },
    async return() {
      await cursor.return?.();
      return { done: true, value: undefined };
    },
  };
  return { head, complete: false, rest };
}

/** Every batch, the head first: for a writer that takes the rows as one iterable. */
export async function* allBatches(batches: RowBatches): AsyncGenerator<ReportRow[]> {
  try {
    yield* batches.head;
    for (let next = await batches.rest.next(); !next.done; next = await batches.rest.next()) yield next.value;
  } finally {
    // A client that hangs up ends the file early: the cursor and its connection are given back.
    await batches.rest.return?.();
  }
}

function emptyRest(): AsyncIterator<ReportRow[]> {
  return { next: async () => ({ done: true, value: undefined }) };
}
