// How each registered lookup is answered from the store, in the envelope the operator's service uses.
// Names are ordered in Turkish alphabetical order here, not by the store, which sorts bytes.
import { compareTurkish } from '../../engine/format/compareTurkish';
import type { Store, StoreRow } from '../store/store';

type LookupAnswer = (store: Store, body: Record<string, unknown>) => Promise<unknown>;

export const lookupQueries: Readonly<Record<string, LookupAnswer>> = {
  'powerplant-list': async (store) => ({
    items: byName(await store.query('SELECT CAST(id AS BIGINT) AS id, name, eic, "shortName" FROM registry_power_plants ORDER BY id')),
  }),
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

/** Rows by name in Turkish order; rows come ordered by id, and the sort is stable, so equal names keep it. */
function byName(rows: StoreRow[]): StoreRow[] {
  return rows.sort((a, b) => compareTurkish(String(a.name), String(b.name)));
}
