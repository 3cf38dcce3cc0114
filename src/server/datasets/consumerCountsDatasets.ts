// Datasets of consumer and meter counts, the monthly index and the profile coefficients. Rows come from the market module src/server/simulator/markets/consumerCounts/.
// Counts are monthly (ts = the month's first hour) and public from the month's first day, like the eligible meter
// counts of the reporting service whose number they share out.
import { doubleField as num, type DatasetDefinition, type DatasetField } from './datasetDefinition';

const text = (name: string): DatasetField => ({ name, type: 'VARCHAR' });
const id = (name: string): DatasetField => ({ name, type: 'BIGINT' });
const int = (name: string): DatasetField => ({ name, type: 'INTEGER' });

export const consumerCountsDatasets: readonly DatasetDefinition[] = [
  // /v1/consumption/data/meter-count: every meter of the country (eligible subscribers and the others)
  { id: 'consumption.meter-count', table: 'consumption_meter_count', grain: 'month', dimensions: [], fields: [id('meterQuantity')], publication: 'daily' },
  // /v1/consumption/data/st-adedi: eligible subscribers and those below the limit, per profile group; the stAdedi of
  // a month add up to the sayacAdedi of reporting.eligible-meter-counts
  {
    id: 'consumption.st-adedi', table: 'consumption_st_adedi', grain: 'month', dimensions: [text('profilAboneGrup')],
    fields: [id('stAdedi'), id('stOlmayanAboneAdedi')], publication: 'daily',
  },
  // /v1/consumption/data/eligible-consumer-count: eligible subscribers per district and profile group (provinceId,
  // districtName, profileGroupName filter); a group's districts add up to its stAdedi
  {
    id: 'consumption.eligible-consumer-count', table: 'consumption_eligible_consumer_count', grain: 'month',
    dimensions: [int('provinceId'), text('districtName'), text('profileGroupName')],
    fields: [text('provinceName'), text('customerProfileGroup'), id('eligibleCount')], publication: 'daily',
  },
  // The national profile coefficients: hourly, per meter reading type (1 single-rate, 2 three-rate) and profile
  // group (ids of multiple-factor-profile-group); a month's coefficients add up to 1 (three-rate: per time band).
  // Published like the load plan, a day ahead: the profile is prepared from the expected consumption of the month.
  {
    id: 'consumption.multiple-factor', table: 'consumption_multiple_factor', grain: 'hour',
    dimensions: [int('meterReadingType'), int('subscriberProfileGroup')], fields: [num('multiplier')], publication: 'dayAhead',
  },
  // How each distribution company's profile leans from the national one, per profile group and hour of day
  // (simulator/markets/consumerCounts/companyTilts.ts): 21 × 5 × 24 rows, stored once.
  {
    id: 'consumption.multiple-factor-tilts', table: 'consumption_multiple_factor_tilt', grain: 'none',
    dimensions: [int('distributionId'), int('subscriberProfileGroup'), int('hour')], fields: [num('tilt')], publication: 'always',
  },
  // /v1/consumption/data/multiple-factor: the coefficients of one distribution company (distributionId of
  // multiple-factor-distribution), a view (seed/buildMultipleFactorView.ts) of the national ones tilted by the
  // company's tilts and renormalised per day and time band, so a company's month adds up to 1 as the national one does.
  {
    id: 'consumption.multiple-factor-company', table: 'consumption_multiple_factor_company', viewOf: 'consumption.multiple-factor', grain: 'hour',
    dimensions: [int('distributionId'), int('meterReadingType'), int('subscriberProfileGroup')], fields: [num('multiplier')], publication: 'dayAhead',
  },
  // /v1/consumption/data/monthly-index: a main tariff group's (groupId of main-tariff-group-list) profile-weighted
  // energy cost of the month as an index on its January 2024 (subIndex), and with the YEKDEM charge (topIndex);
  // known once the month's prices and YEKDEM cost are settled
  {
    id: 'consumption.monthly-index', table: 'consumption_monthly_index', grain: 'month', dimensions: [int('groupId')],
    fields: [text('mainTariffGroupName'), num('subIndex'), num('topIndex')], publication: 'settlement',
  },
];
