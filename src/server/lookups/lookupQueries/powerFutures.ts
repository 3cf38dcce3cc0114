// Power futures (VEP) lookups: the delivery periods, years and load types of the contracts that have rows in a
// range of trading days (as far as they are published): listed contracts (their order books), contracts with an
// index price (GGF), contracts with trades (the transaction history). Without a range: every published day.
// Labels come in Turkish alphabetical order, as every lookup's do.
import { compareTurkish } from '../../../engine/format/compareTurkish';
import { findDataset } from '../../datasets/datasets';
import { publishedBefore } from '../../datasets/publishedBefore';
import type { Store } from '../../store/store';
import type { LookupAnswer, LookupContext } from './lookupAnswers';
import { dayField, dayStart, nextDay, wallTimestamp } from './lookupDays';
import type { LookupBody } from '../readLookupBody';

/** Distinct values of one dimension of a futures dataset over the body's range of published days. */
async function distinctOf(store: Store, datasetId: string, column: 'deliveryPeriod' | 'year' | 'loadType', body: LookupBody, { now }: LookupContext): Promise<string[]> {
  const dataset = findDataset(datasetId)!;
  const where = ['ts < CAST($1 AS TIMESTAMP)'];
  const params: string[] = [wallTimestamp(publishedBefore(dataset.publication, now))];
  const start = dayField(body, 'startDate');
  const end = dayField(body, 'endDate') ?? start;
  if (start) where.push(`ts >= CAST($${params.push(dayStart(start))} AS TIMESTAMP)`);
  if (end) where.push(`ts < CAST($${params.push(dayStart(nextDay(end)))} AS TIMESTAMP)`);
  // The table and column come from the fixed dataset list above, never from the request.
  const rows = await store.query(`SELECT DISTINCT CAST("${column}" AS VARCHAR) AS value FROM ${dataset.table} WHERE ${where.join(' AND ')}`, params);
  return rows.map((r) => String(r.value));
}

const inTurkishOrder = (values: string[]) => values.sort(compareTurkish);
const labelValue = (values: string[]) => ({ items: values.map((value) => ({ label: value, value })) });

const periodsOf = (datasetId: string): LookupAnswer => async (store, body, context) =>
  labelValue(inTurkishOrder(await distinctOf(store, datasetId, 'deliveryPeriod', body, context)));

export const powerFuturesLookups: Readonly<Record<string, LookupAnswer>> = {
  'delivery-period-list': periodsOf('pfm.order-prices'),
  'ggf-delivery-period-list': periodsOf('pfm.daily-index-price'),
  'th-delivery-period-list': periodsOf('pfm.transaction-history'),
  'delivery-year-list': async (store, body, context) => ({
    items: (await distinctOf(store, 'pfm.daily-index-price', 'year', body, context)).sort().map((year) => ({ year })),
  }),
  'load-type-list': async (store, body, context) => labelValue(inTurkishOrder(await distinctOf(store, 'pfm.daily-index-price', 'loadType', body, context))),
};
