// Market lookups: day-ahead and balance-responsible participants, market-message plants, units, types and zones,
// the market-participant filter and the retroactive-adjustment lists (registry.organizations,
// registry.distribution-companies, registry.umm-*). Label/value lists carry the id as text in `value`, as the
// operator's do; the data operations take it back as an integer (organizationId, distributionId, meterReadOrgId).
import type { StoreRow } from '../../store/store';
import { idOf, units } from './generation';
import type { LookupAnswer } from './lookupAnswers';
import { byName, placeholders, withPage } from './lookupAnswers';

/** Companies that read meters for settlement: the distribution companies and the organised industrial zones. */
const METER_READERS = ['DAĞITIM', 'OSB DAĞITIM'];

const labelValue = (rows: StoreRow[]) => byName(rows, 'label').map((r) => ({ label: String(r.label), value: String(r.value) }));

export const marketLookups: Readonly<Record<string, LookupAnswer>> = {
  // The companies that trade on the day-ahead market, active or not (the list says which).
  'clearing-quantity-organization-list': async (store) => ({
    items: byName(await store.query(`
      SELECT "organizationId", "organizationName", "organizationEtsoCode" AS eic, "organizationShortName" AS "shortName", "organizationStatus"
      FROM registry_organizations WHERE "damEntry" = 1 ORDER BY "organizationId"`), 'organizationName'),
  }),
  'power-plant-list-by-organization-id': async (store, body) => {
    const organization = idOf(body.organizationId);
    const select = 'SELECT CAST(id AS BIGINT) AS id, name, eic, "shortName" FROM registry_power_plants';
    return {
      items: byName(organization === null
        ? await store.query(`${select} ORDER BY id`)
        : await store.query(`${select} WHERE id IN (SELECT "powerPlantId" FROM registry_generation_units WHERE "orgId" = $1) ORDER BY id`, [organization])),
    };
  },
  'uevcb-list-by-power-plant-id': (store, body) => units(store, 'powerPlantId', idOf(body.powerPlantId)),
  'umm-message-type-list': async (store) => ({ items: byName(await store.query('SELECT id, "typeName" FROM registry_umm_message_types ORDER BY id'), 'typeName') }),
  'umm-region-list': async (store) => ({ items: await store.query('SELECT "regionId", "regionShortName" FROM registry_umm_regions ORDER BY "regionId"') }),
  'market-participants-organization-filter-list': async (store) =>
    withPage(labelValue(await store.query('SELECT "organizationName" AS label, "organizationId" AS value FROM registry_organizations ORDER BY "organizationId"'))),
  // Every active day-ahead participant is balance responsible (alone or as the head of a group).
  'dsg-organization-list': async (store) => ({
    items: labelValue(await store.query(
      'SELECT "organizationName" AS label, "organizationId" AS value FROM registry_organizations WHERE "damEntry" = 1 AND "organizationStatus" = $1 ORDER BY "organizationId"',
      ['ACTIVE'],
    )),
  }),
  'retroactive-distribution-list': async (store) => ({
    items: labelValue(await store.query('SELECT "companyName" AS label, "companyId" AS value FROM registry_distribution_companies ORDER BY "companyId"')),
  }),
  'retroactive-organization-list': async (store) => ({
    items: labelValue(await store.query(
      `SELECT "organizationName" AS label, "organizationId" AS value FROM registry_organizations WHERE licence IN (${placeholders(METER_READERS.length)}) ORDER BY "organizationId"`,
      METER_READERS,
    )),
  }),
};
