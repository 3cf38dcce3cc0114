// Generation lookups: power plants (registry.power-plants), the companies that generate and their injection/
// withdrawal units (registry.organizations, registry.generation-units), the bidding zone.
// The registry holds no commissioning or licence dates, and every plant reports in every hour of the simulated
// market, so the lists taking a date or a range answer every plant and unit: all were active in any range.
import type { Store, StoreValue } from '../../store/store';
import type { LookupAnswer } from './lookupAnswers';
import { byName, placeholders } from './lookupAnswers';

const PLANTS = 'SELECT CAST(id AS BIGINT) AS id, name, eic, "shortName" FROM registry_power_plants';

export async function plants(store: Store): Promise<unknown> {
  return { items: byName(await store.query(`${PLANTS} ORDER BY id`)) };
}

/** Units (id, name, eic), of one owner, plant or every one. */
export async function units(store: Store, column: 'orgId' | 'powerPlantId' | null, value: StoreValue): Promise<unknown> {
  const rows = column === 'orgId' && value !== null
    ? await store.query('SELECT id, name, eic FROM registry_generation_units WHERE "orgId" = $1 ORDER BY id', [value])
    : column === 'powerPlantId' && value !== null
      ? await store.query('SELECT id, name, eic FROM registry_generation_units WHERE "powerPlantId" = $1 ORDER BY id', [value])
      : await store.query('SELECT id, name, eic FROM registry_generation_units ORDER BY id');
  return { items: byName(rows) };
}

export const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export const generationLookups: Readonly<Record<string, LookupAnswer>> = {
  'powerplant-list': plants,
  'injection-quantity-powerplant-list': plants,
  'powerplant-list-for-date-range': plants,
  // The companies that own a generation unit (the ones that send daily production programmes).
  'organization-list': async (store) => ({
    items: byName(await store.query(`
      SELECT o."organizationId", o."organizationName", o."organizationStatus", o."organizationEtsoCode", o."organizationShortName"
      FROM registry_organizations o
      WHERE EXISTS (SELECT 1 FROM registry_generation_units u WHERE u."orgId" = o."organizationId")
      ORDER BY o."organizationId"`), 'organizationName'),
  }),
  // Turkey is one bidding zone, TR1 (the same list as the market messages' zones).
  'region-list': async (store) => ({ items: await store.query('SELECT "regionId", "regionShortName" FROM registry_umm_regions ORDER BY "regionId"') }),
  'uevcb-list': (store, body) => units(store, 'orgId', idOf(body.organizationId)),
  'uevcb-list-bulk': async (store, body) => {
    const ids = Array.isArray(body.organizationIds) ? (body.organizationIds as number[]) : null;
    const select = 'SELECT id, "orgId", name, eic FROM registry_generation_units';
    if (ids === null) return { items: byName(await store.query(`${select} ORDER BY id`)) };
    if (ids.length === 0) return { items: [] };
    return { items: byName(await store.query(`${select} WHERE "orgId" IN (${placeholders(ids.length)}) ORDER BY id`, ids)) };
  },
};
