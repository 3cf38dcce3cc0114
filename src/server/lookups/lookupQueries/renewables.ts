// Renewables lookups: the licensed plants in the renewables support scheme (YEKDEM): the registry's renewable
// plants that are in the mechanism (renewables_yekdem_plants, the market module's yekdemPlants.ts) at any time;
// `period` does not narrow the list.
import type { LookupAnswer } from './lookupAnswers';
import { byName } from './lookupAnswers';

export const renewableLookups: Readonly<Record<string, LookupAnswer>> = {
  'licensed-powerplant-list': async (store) => byName(await store.query(
    'SELECT CAST(id AS BIGINT) AS "powerPlantId", name, eic, "shortName" FROM registry_power_plants WHERE id IN (SELECT "powerPlantId" FROM renewables_yekdem_plants) ORDER BY id',
  )),
  // The years the YEKDEM participant list is published for (dataset renewables.participants), newest first. The
  // operator answers numbers; the lookup suite (registerLookupRoutes.test.ts) takes a field-less list as strings.
  'renewables-participant-year-list': async (store) => (await store.query('SELECT DISTINCT year FROM renewables_participants ORDER BY year DESC'))
    .map((row) => String(row.year)),
};
