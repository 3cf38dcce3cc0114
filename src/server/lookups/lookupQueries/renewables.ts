// Renewables lookups: the licensed plants in the renewables support scheme (YEKDEM), i.e. the registry's solar,
// wind, hydro, geothermal and biomass plants. The registry holds no scheme membership by month, so `period`
// does not narrow the list.
import type { LookupAnswer } from './lookupAnswers';
import { byName, placeholders } from './lookupAnswers';

const RENEWABLE_SOURCES = ['sun', 'wind', 'river', 'dammedHydro', 'geothermal', 'biomass'];

export const renewableLookups: Readonly<Record<string, LookupAnswer>> = {
  'licensed-powerplant-list': async (store) => byName(await store.query(
    `SELECT CAST(id AS BIGINT) AS "powerPlantId", name, eic, "shortName" FROM registry_power_plants WHERE source IN (${placeholders(RENEWABLE_SOURCES.length)}) ORDER BY id`,
    RENEWABLE_SOURCES,
  )),
};
