// Gas futures (VGP) lookups: the delivery periods and years of the contracts that have an index price on a
// published trading day (GET, no body: every published day). Periods come in Turkish alphabetical order, as every
// lookup's labels do, years in ascending order, in the operator's paged envelope.
import { compareTurkish } from '../../../engine/format/compareTurkish';
import { findDataset } from '../../datasets/datasets';
import { publishedBefore } from '../../datasets/publishedBefore';
import type { Store } from '../../store/store';
import { withPage, type LookupAnswer, type LookupContext } from './lookupAnswers';
import { wallTimestamp } from './lookupDays';

/** Distinct values of a dimension of the index prices published by now. */
async function distinctOf(store: Store, column: 'deliveryPeriod' | 'deliveryYear', { now }: LookupContext): Promise<string[]> {
  const dataset = findDataset('vgp.daily-index-price')!;
  // The table and column come from the dataset registry and the fixed names above, never from the request.
  const rows = await store.query(`SELECT DISTINCT "${column}" AS value FROM ${dataset.table} WHERE ts < CAST($1 AS TIMESTAMP)`, [wallTimestamp(publishedBefore(dataset.publication, now))]);
  return rows.map((r) => String(r.value));
}

export const gasFuturesLookups: Readonly<Record<string, LookupAnswer>> = {
  'delivery-period': async (store, _body, context) =>
    withPage((await distinctOf(store, 'deliveryPeriod', context)).sort(compareTurkish).map((deliveryPeriod) => ({ deliveryPeriod }))),
  'delivery-year': async (store, _body, context) =>
    withPage((await distinctOf(store, 'deliveryYear', context)).sort().map((deliveryYear) => ({ deliveryYear }))),
};
