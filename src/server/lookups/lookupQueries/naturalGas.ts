// Natural gas lookups: spot-market participants, the last settled gas day, transmission points and storage
// facilities (registry.organizations, registry.gas-points, registry.storage-facilities).
import { publishedBefore } from '../../datasets/publishedBefore';
import { dialectOf } from '../../store/sqlDialect';
import type { LookupAnswer } from './lookupAnswers';
import { byName, withPage } from './lookupAnswers';
import { wallTimestamp } from './lookupDays';

export const naturalGasLookups: Readonly<Record<string, LookupAnswer>> = {
  'participant-list': async (store) =>
    withPage(byName(await store.query('SELECT "organizationId" AS id, "organizationName" FROM registry_organizations WHERE "naturalGasMarketEntry" = 1 ORDER BY "organizationId"'), 'organizationName')),
  // The spot gas market settles a month at a time, on the settlement calendar (publishedBefore.ts): the last
  // settled day is the day before the first unsettled month, or the last gas day in the store if that is earlier.
  'last-reconciliation-date': async (store, _body, { now }) => {
    const unsettled = publishedBefore('settlement', now);
    const [row] = await store.query(`SELECT ${dialectOf(store).isoWall('max(ts)')} AS last FROM gas_drp WHERE ts < CAST($1 AS TIMESTAMP)`, [wallTimestamp(unsettled)]);
    const last = typeof row?.last === 'string' ? row.last.slice(0, 10) : new Date(unsettled - 86_400_000).toISOString().slice(0, 10);
    return { stpLatestReconciliationDate: `${last}T00:00:00+03:00` };
  },
  // Entry points (INPUT) or exit points (OUTPUT); the registry's points all exist over the whole data range.
  'capacity-point': async (store, body) => {
    const type = typeof body.pointType === 'string' ? body.pointType : null;
    const select = 'SELECT "pointName", "pointId" FROM registry_gas_points';
    return withPage(byName(type === null
      ? await store.query(`${select} ORDER BY "pointId"`)
      : await store.query(`${select} WHERE "pointType" = $1 ORDER BY "pointId"`, [type]), 'pointName'));
  },
  'storage-facility': async (store) =>
    withPage(byName(await store.query('SELECT "storageFacilityId", "storageFacilityName" FROM registry_storage_facilities ORDER BY "storageFacilityId"'), 'storageFacilityName')),
};
