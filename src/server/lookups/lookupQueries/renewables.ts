// Renewables lookups: the licensed plants in the renewables support scheme (YEKDEM): the registry's renewable
// plants that are in the mechanism (renewables_yekdem_plants, the market module's yekdemPlants.ts) at any time;
// `period` does not narrow the list.
import { istanbulMinute } from '../../../engine/request/publicationSchedule';
import type { LookupAnswer } from './lookupAnswers';
import { byName } from './lookupAnswers';

export const renewableLookups: Readonly<Record<string, LookupAnswer>> = {
  'licensed-powerplant-list': async (store) => byName(await store.query(
    'SELECT CAST(id AS BIGINT) AS "powerPlantId", name, eic, "shortName" FROM registry_power_plants WHERE id IN (SELECT "powerPlantId" FROM renewables_yekdem_plants) ORDER BY id',
  )),
  // The years the YEKDEM participant list is published for (dataset renewables.participants), newest first, as
  // numbers, as the operator answers them (the list's request field `year` is a number). The list ends at the
  // current year (Istanbul time): next year's list is not settled before the year begins (plants apply until the
  // end of October, the regulator's draft of November is open to objections and the final list comes out at the
  // year's very end), so a year is offered from its first day. The simulator writes the lists of coming years
  // ahead (participants.ts); they appear here as their year starts.
  'renewables-participant-year-list': async (store, _body, { now }) => (await store.query(
    'SELECT DISTINCT year FROM renewables_participants WHERE year <= $1 ORDER BY year DESC',
    [Number(istanbulMinute(now).slice(0, 4))],
  )).map((row) => Number(row.year)),
};
