// A big report answer written as its rows are read: the envelope's keys in the operator's order, the items batch
// by batch from a store cursor (exports/openRowBatches.ts), so a year of hourly generation by source (17 series)
// or a year of every plant is never held in memory as one list of rows, one JSON text and one buffer. The bytes are
// exactly those of the answer built whole (toEnvelope then JSON.stringify): the summary comes from its SQL query
// and the `page` block's total from the rows written. The answer cache (cache/registerAnswerCache.ts) compresses the stream and keeps a copy of an answer
// small enough to keep, so the next reader of it gets the cached bytes.
import { Readable } from 'node:stream';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { ReportRow } from '../../engine/rows/reportRow';
import { openRowBatches, allBatches } from '../exports/openRowBatches';
import { queryRows } from '../exports/reportCost';
import type { RestResponseCaller } from '../publication/toRestResponse';
import type { SqlDialect } from '../store/sqlDialect';
import type { Store } from '../store/store';
import { buildReportQuery } from './buildReportQuery';
import type { ReportRequest } from './reportRequest';
import type { ReportResult } from './runReport';
import { answeredKeys, envelopeOf, envelopeValue, streamableEnvelope, TOP_LEVEL_ARRAY } from './toEnvelope';

/** An answer that may hold more rows than this (a range of more than about seven months of hours) is streamed. */
export const STREAM_MIN_ROWS = 5000;

/** Whether this request's answer is written as it is read: no page asked for, many rows possible, an envelope that allows it. */
export function streamsAnswer(descriptor: ReportDescriptor, request: ReportRequest, minRows = STREAM_MIN_ROWS): boolean {
  if (request.page !== undefined && descriptor.api.paged) return false;
  const rows = queryRows(request);
  return Number.isFinite(rows) && rows > minRows && streamableEnvelope(descriptor);
}

/**
 * Opens the answer: the summary (and any count needed before the items) is read first, so that a failure there is
 * still an error answer; then the rows are read as the client takes the bytes. `onRows` hears each batch's size.
 */
export async function streamReportAnswer(
  store: Store, dialect: SqlDialect, descriptor: ReportDescriptor, request: ReportRequest, now: Date, caller: RestResponseCaller,
  onRows: (rows: number) => void,
): Promise<Readable> {
  const rowsQuery = buildReportQuery(descriptor, request, dialect, now, { summary: false });
  const summaryQuery = buildReportQuery(descriptor, request, dialect, now, { summary: true }).summary;
  const envelope = envelopeOf(descriptor);
  const bare = envelope.includes(TOP_LEVEL_ARRAY);
  const keys = bare ? ['items'] : answeredKeys(envelope);
  const aggregates = summaryQuery ? await store.query(summaryQuery.sql, summaryQuery.params) : undefined;
  const summary = summaryQuery ? summaryQuery.plan.fromAggregates(aggregates?.[0]) : undefined;
  const batches = await openRowBatches(store, rowsQuery.rows, descriptor.columns, onRows);
  let written = 0;
  // The keys after the items read the rows' number; none before them does (toEnvelope.streamableEnvelope).
  const result = (): ReportResult => ({ items: [], total: written, ...(summary ? { summary } : {}) });
  const valueText = (key: string) => JSON.stringify(envelopeValue(key, descriptor, request, result(), now, caller)) ?? 'null';

  async function* text(): AsyncGenerator<Buffer> {
    if (!bare) yield Buffer.from('{');
    for (const [index, key] of keys.entries()) {
      const head = `${index > 0 ? ',' : ''}${bare ? '' : `${JSON.stringify(key)}:`}`;
      if (key !== 'items') {
        yield Buffer.from(`${head}${valueText(key)}`);
        continue;
      }
      yield Buffer.from(`${head}[`);
      for await (const batch of allBatches(batches)) {
        yield Buffer.from(`${written > 0 ? ',' : ''}${rowsText(batch)}`);
        written += batch.length;
      }
      yield Buffer.from(']');
    }
    if (!bare) yield Buffer.from('}');
  }
  return Readable.from(text(), { objectMode: false });
}

function rowsText(rows: readonly ReportRow[]): string {
  let text = '';
  for (const [i, row] of rows.entries()) text += `${i > 0 ? ',' : ''}${JSON.stringify(row)}`;
  return text;
}
