// Datasets of the reporting service: daily report, balancing instructions, meter counts, retroactive adjustment, market volumes. Rows come from the market module
// src/server/simulator/markets/marketReports/ (each dataset id listed there too). Field names are the responseItemFields
// of the operation named beside each dataset; the fields those operations share with other datasets (MCP, SMP,
// instruction quantities, load plan, bilateral and day-ahead quantities) are joined from them, not copied here.
// Quantities MWh, prices TL/MWh, amounts TL; monthly rows sit at the month's first hour.
import { doubleField as num, type DatasetDefinition, type DatasetField } from './datasetDefinition';

const text = (name: string): DatasetField => ({ name, type: 'VARCHAR' });
const count = (name: string): DatasetField => ({ name, type: 'INTEGER' });
const CODES = ['yalSifir', 'yalBir', 'yalIki', 'yatSifir', 'yatBir', 'yatIki'] as const;

export const marketReportsDatasets: readonly DatasetDefinition[] = [
  // reporting-service /v1/data/daily-report: kgup (final daily production programme, system total) and the
  // instructed-but-undelivered up/down quantities; the rest of the report is joined (see the descriptor).
  {
    id: 'reporting.daily-report', table: 'reporting_daily_report', grain: 'hour', dimensions: [],
    fields: [num('kgup'), num('yalTeslimEdilmeyen'), num('yatTeslimEdilmeyen')], publication: 'realtime',
  },
  // /v1/data/dgp-talimat (<code>Fiyat: the marginal instruction price of each code) and /v1/data/dgp-talimat-agr-ort
  // (<code>AgrOrt: the quantity-weighted average); the quantities are bpm.order-summary's, to which the priced
  // instructions add up (simulator/markets/marketReports/bpmInstructionsByCode.ts).
  {
    id: 'reporting.bpm-instructions', table: 'reporting_bpm_instructions', grain: 'hour', dimensions: [],
    fields: CODES.flatMap((c) => [num(`${c}Fiyat`), num(`${c}AgrOrt`)]), publication: 'realtime',
  },
  // /v1/data/eligible-consumer-and-meter-increases (sayacAdedi, artisOrani) and /v1/data/stsa (sayacArtisOrani =
  // artisOrani): the count at the start of the month and its increase over the month before, as a fraction.
  {
    id: 'reporting.eligible-meter-counts', table: 'reporting_eligible_meter_counts', grain: 'month', dimensions: [],
    fields: [count('sayacAdedi'), num('artisOrani')], publication: 'daily',
  },
  // electricity-service /v1/markets/retroactive-adjustment/data/meter-count-subject-to-retroactive-adjustment:
  // per distribution company (distributionId = companyId of registry.distribution-companies) and profile group.
  {
    id: 'retroactive.meter-count', table: 'retroactive_meter_count', grain: 'month',
    dimensions: [{ name: 'distributionId', type: 'BIGINT' }, text('subscriberProfileGroupName')],
    fields: [count('total'), count('threeTimedMeterCount'), count('singleTimedMeterCount'), count('hourlyTimedMeterCount')],
    publication: 'settlement',
  },
  // /v1/markets/retroactive-adjustment/data/meter-volume: per meter-reading organisation (meterReadOrgId, an
  // organizationId of a distribution company or an industrial zone) and profile group; version = when the
  // adjustment was published (ISO text).
  {
    id: 'retroactive.meter-volume', table: 'retroactive_meter_volume', grain: 'month',
    dimensions: [{ name: 'meterReadOrgId', type: 'BIGINT' }, text('subscriberProfileGroup')],
    fields: [text('version'), num('cekisArtis'), num('cekisAzalis'), num('verisArtis'), num('verisAzalis')],
    publication: 'settlement',
  },
  // /v1/markets/retroactive-adjustment/data/retroactive-adjustment-sum: the month's corrected volumes priced at
  // its mean MCP (credit, debt, net = credit − debt).
  {
    id: 'retroactive.adjustment-sum', table: 'retroactive_adjustment_sum', grain: 'month', dimensions: [],
    fields: [text('version'), num('gddkCreditAmount'), num('gddkDebtAmount'), num('gddkNetAmount')], publication: 'settlement',
  },
  // reporting-service /v1/data/electricity-market-volume-physically: a day's MWh per market (simulator/markets/
  // marketReports/physicalMarketVolumes.ts), toplamHacim = iaHacmi + gopHacmi + dgpHacmi + gipHacmi + vepHacmi and
  // iaHacmi = iaKamu + iaOzel. Public at 17:00 (sessionClose), when the day's trading sessions are over; no kind
  // waits for the day's end, so the row shows the intraday and balancing hours after 17:00 a few hours early.
  {
    id: 'reporting.market-volumes', table: 'reporting_market_volumes', grain: 'day', dimensions: [],
    fields: ['iaHacmi', 'iaKamu', 'iaOzel', 'gopHacmi', 'dgpHacmi', 'gipHacmi', 'vepHacmi', 'toplamHacim'].map(num), publication: 'dayOver',
  },
  // /v1/data/periodic-price-volume: a month's zero-balance adjustment (TL), bilateral, injected and withdrawn MWh and
  // the markets' shares of the withdrawal (%), settled with the month (periodicMarketVolumes.ts gives each field's rule).
  {
    id: 'reporting.periodic-volumes', table: 'reporting_periodic_volumes', grain: 'month', dimensions: [],
    fields: ['sbdt', 'iaMiktar', 'iaKamu', 'iaOzel', 'uevm', 'uecm', 'edmOran', 'dgpOran', 'gopOran', 'oedmOran', 'stCekisOran'].map(num),
    publication: 'settlement',
  },
];
