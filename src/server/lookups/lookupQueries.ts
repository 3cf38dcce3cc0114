// How each registered lookup is answered from the store, in the envelope the operator's service uses.
import type { Store } from '../store/store';

type LookupAnswer = (store: Store, body: Record<string, unknown>) => Promise<unknown>;

export const lookupQueries: Readonly<Record<string, LookupAnswer>> = {
  'powerplant-list': async (store) => ({
    items: await store.query('SELECT CAST(id AS BIGINT) AS id, name, eic, "shortName" FROM registry_power_plants ORDER BY name, id'),
  }),
  'basin-list': async (store) =>
    (await store.query('SELECT DISTINCT basin FROM registry_dams ORDER BY basin')).map((r) => r.basin),
  'dam-list': async (store, body) => {
    const basin = typeof body.basinName === 'string' && body.basinName !== '' ? body.basinName : null;
    const rows = basin === null
      ? await store.query('SELECT name FROM registry_dams ORDER BY name')
      : await store.query('SELECT name FROM registry_dams WHERE basin = $1 ORDER BY name', [basin]);
    return { damList: rows.map((r) => r.name) };
  },
};
