// Dam lookups: basins, and the dams of one basin (registry.dams).
import { compareTurkish } from '../../../engine/format/compareTurkish';
import type { LookupAnswer } from './lookupAnswers';

export const damLookups: Readonly<Record<string, LookupAnswer>> = {
  'basin-list': async (store) =>
    (await store.query('SELECT DISTINCT basin FROM registry_dams')).map((r) => String(r.basin)).sort(compareTurkish),
  'dam-list': async (store, body) => {
    const basin = typeof body.basinName === 'string' && body.basinName !== '' ? body.basinName : null;
    const rows = basin === null
      ? await store.query('SELECT name FROM registry_dams')
      : await store.query('SELECT name FROM registry_dams WHERE basin = $1', [basin]);
    return { damList: rows.map((r) => String(r.name)).sort(compareTurkish) };
  },
};
