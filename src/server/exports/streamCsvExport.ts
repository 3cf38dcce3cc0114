// A CSV export goes from the store to the client batch by batch: the rows are read through a cursor
// (Store.queryBatches), each batch is written as CSV text and sent while the next is read, so a year of hourly
// rows is never held in memory and the first bytes leave before the last row is read. Writing CSV costs about
// 5 µs a row, so it runs inline, never in the render pool. Nothing is sent before the first batch is read: a
// query that fails, or a range with nothing published yet, still gets the usual JSON error.
import { Readable } from 'node:stream';
import type { ReportColumn } from '../../../schemas/report.schema';
import { csvText } from './writers/writeCsv';
import type { Locale } from '../../engine/locale/locale';
import type { ReportRow } from '../../engine/rows/reportRow';
import type { SqlStatement } from '../reports/buildReportQuery';
import type { Store } from '../store/store';

export interface CsvStream {
  /** The file, sent as it is written. */
  body: Readable;
  /** Whether the query answered no row at all (the route then checks whether the range is published yet). */
  empty: boolean;
}

/** Opens the rows of `statement` and the CSV written from them; `onRows` hears each batch's size as it is sent. */
export async function streamCsvExport(store: Store, statement: SqlStatement, columns: ReportColumn[], locale: Locale, onRows: (rows: number) => void): Promise<CsvStream> {
  const batches = store.queryBatches(statement.sql, statement.params)[Symbol.asyncIterator]();
  const first = await batches.next();
  async function* rows(): AsyncGenerator<ReportRow[]> {
    try {
      for (let next = first; !next.done; next = await batches.next()) {
        onRows(next.value.length);
        yield next.value as ReportRow[];
      }
    } finally {
      // A client that hangs up ends the file early: the cursor and its connection are given back.
      await batches.return?.();
    }
  }
  return { body: Readable.from(csvText({ columns, locale, rows: rows() }), { objectMode: false }), empty: first.done === true };
}
