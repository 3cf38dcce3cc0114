// Provinces, districts and the electricity distribution companies (registry.provinces, registry.districts,
// registry.distribution-companies): the main and consumption areas' lists.
import type { LookupAnswer } from './lookupAnswers';
import { byName, withPage } from './lookupAnswers';

export const placeLookups: Readonly<Record<string, LookupAnswer>> = {
  'province-list': async (store) => byName(await store.query('SELECT id, name FROM registry_provinces ORDER BY id')),
  'district-list': async (store, body) => {
    const province = typeof body.provinceId === 'number' ? body.provinceId : null;
    return byName(province === null
      ? await store.query('SELECT id, name FROM registry_districts ORDER BY id')
      : await store.query('SELECT id, name FROM registry_districts WHERE "provinceId" = $1 ORDER BY id', [province]));
  },
  'get-distribution-companies': async (store) =>
    byName(await store.query('SELECT "companyName", "companyId" FROM registry_distribution_companies ORDER BY "companyId"'), 'companyName'),
  // The region of a distribution company is its code (e.g. AYEDAŞ); distributeId is the company's id.
  'distribution-region': async (store) =>
    withPage(byName(await store.query('SELECT "companyId" AS "distributeId", "distributeCode" FROM registry_distribution_companies ORDER BY "companyId"'), 'distributeCode')),
};
