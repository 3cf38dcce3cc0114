// A CSV export goes from the store to the client batch by batch (openRowBatches.ts): each batch is written as
// CSV text and sent while the next is read, so a year of hourly rows is never held in memory and the first bytes
// leave before the last row is read. Writing CSV costs about 5 µs a row, so it runs inline, never in the render
// pool. Nothing is sent before the first batch is read: a query that fails, or a range with nothing published
// yet, still gets the usual JSON error.
import { Readable } from 'node:stream';
import type { ReportColumn } from '../../../schemas/report.schema';
import { csvText } from './writers/writeCsv';
import type { Locale } from '../../engine/locale/locale';
import type { SqlStatement } from '../reports/buildReportQuery';
import type { Store } from '../store/store';
import { allBatches, openRowBatches } from './openRowBatches';

export interface CsvStream {
  /** The file, sent as it is written. */
  body: Readable;
  /** Whether the query answered no row at all (the route then checks whether the range is published yet). */
  empty: boolean;
}

/**
 * Opens the rows of `statement` and the CSV written from them: `columns` are the ones written, `reportColumns`
 * every column of the report (each value read in its type's form); `onRows` hears each batch's size as it is read.
 */
export async function streamCsvExport(store: Store, statement: SqlStatement, columns: ReportColumn[], reportColumns: readonly ReportColumn[], locale: Locale, onRows: (rows: number) => void): Promise<CsvStream> {
  const batches = await openRowBatches(store, statement, reportColumns, onRows);
  return { body: Readable.from(csvText({ columns, locale, rows: allBatches(batches) }), { objectMode: false }), empty: batches.head.length === 0 };
}
