// Datasets of the renewables support mechanism (YEKDEM) in detail. Rows come from the market module
// src/server/simulator/markets/renewablesSupport/ (each id listed there too). Hourly rows: ts = the hour's start.
// The licensed portfolio's energy uses the generation reports' names (jeotermal), its money the cost reports'
// (geothermal), as the operator spells them. Energy MWh (wind monitoring MW), money TL.
import { doubleField as num, type DatasetDefinition, type DatasetField } from './datasetDefinition';

const text = (name: string): DatasetField => ({ name, type: 'VARCHAR' });
const integer = (name: string): DatasetField => ({ name, type: 'INTEGER' });
const LICENSED_ENERGY = ['toplam', 'ruzgar', 'jeotermal', 'rezervuarli', 'kanalTipi', 'nehirTipi', 'copGazi', 'biyogaz', 'gunes', 'biyokutle', 'diger'];
const LICENSED_MONEY = ['toplam', 'ruzgar', 'geothermal', 'rezervuarli', 'kanalTipi', 'nehirTipi', 'copGazi', 'biyogaz', 'gunes', 'biyokutle', 'diger'];
const UNLICENSED = ['toplam', 'ruzgar', 'biyogaz', 'kanalTipi', 'biyokutle', 'gunes', 'diger'];

export const renewablesSupportDatasets: readonly DatasetDefinition[] = [
  // /v1/renewables/data/licensed-realtime-generation: YEKDEM licensed plants' real-time generation (injection + own use).
  // Per plant (powerPlantId) the view of seed/buildYekdemPlantView.ts over the stored totals; with none chosen, the totals.
  {
    id: 'renewables.licensed-generation', table: 'renewables_licensed_generation_plant', rollupTable: 'renewables_licensed_generation', grain: 'hour',
    dimensions: [{ name: 'powerPlantId', type: 'BIGINT' }], fields: LICENSED_ENERGY.map(num), publication: 'realtime',
  },
  // The plants in the mechanism (registry.power-plants ids), their YEKDEM source key and entry year (ten years of
  // support): what the per-plant view shares the totals out by
  {
    id: 'renewables.yekdem-plants', table: 'renewables_yekdem_plants', grain: 'none', dimensions: [{ name: 'powerPlantId', type: 'BIGINT' }],
    fields: [text('source'), integer('entryYear')], publication: 'always',
  },
  // /v1/renewables/data/renewable-sm-licensed-injection-quantity: settlement-based injection, ≤ generation
  { id: 'renewables.licensed-injection', table: 'renewables_licensed_injection', grain: 'hour', dimensions: [], fields: LICENSED_ENERGY.map(num), publication: 'settlement' },
  // /v1/renewables/data/licensed-generation-cost: injection × tariff (USD) × the delivery day's rate
  { id: 'renewables.licensed-cost', table: 'renewables_licensed_cost', grain: 'hour', dimensions: [], fields: LICENSED_MONEY.map(num), publication: 'settlement' },
  // /v1/renewables/data/renewables-support-mechanism-income: supported energy (licensed and licence-exempt) × MCP
  { id: 'renewables.income', table: 'renewables_income', grain: 'hour', dimensions: [], fields: LICENSED_MONEY.map(num), publication: 'settlement' },
  // /v1/renewables/data/unlicensed-generation-amount: licence-exempt (embedded) solar in the mechanism
  { id: 'renewables.unlicensed-amount', table: 'renewables_unlicensed_amount', grain: 'hour', dimensions: [], fields: UNLICENSED.map(num), publication: 'settlement' },
  // /v1/renewables/data/unlicensed-generation-cost: the month's licence-exempt feed-in cost (ts = the month's first hour)
  { id: 'renewables.unlicensed-cost', table: 'renewables_unlicensed_cost', grain: 'month', dimensions: [], fields: UNLICENSED.map(num), publication: 'settlement' },
  // /v1/renewables/data/generation-forecast: the portfolio's day-ahead programme; toplam includes solar, which has no column.
  // orderQuantity: /v1/renewables/data/spot-order, the price-independent offer YEKDEM sells day-ahead: its whole programme (= toplam)
  {
    id: 'renewables.generation-forecast', table: 'renewables_generation_forecast', grain: 'hour', dimensions: [],
    fields: ['toplam', 'ruzgar', 'geothermal', 'biyogaz', 'kanalTipi', 'nehirTipi', 'biyokutle', 'copGazi', 'rezervuarli', 'orderQuantity'].map(num), publication: 'dayAhead',
  },
  // /v1/renewables/data/res-generation-and-forecast: the wind fleet, MW (quarters of the hour, the hour, the forecast)
  {
    id: 'renewables.wind-generation-forecast', table: 'renewables_wind_generation_forecast', grain: 'hour', dimensions: [],
    fields: ['quarter1', 'quarter2', 'quarter3', 'quarter4', 'generation', 'forecast'].map(num), publication: 'realtime',
  },
  // imbalanceQuantity (injection − programme): /v1/renewables/data/imbalance-quantity · imbalanceCost: /v1/renewables/data/imbalance-cost
  {
    id: 'renewables.portfolio-balance', table: 'renewables_portfolio_balance', grain: 'hour', dimensions: [],
    fields: [num('imbalanceQuantity'), num('imbalanceCost')], publication: 'settlement',
  },
  // Installed capacity of the month by source (ts = the month's first hour), each a JSON list of {sourceType,
  // installedCapacity (MW), plantCount}: oldCapacities /v1/renewables/data/old-installed-capacity (entered up to the
  // 2021-06-30 cut-off), newCapacities /v1/renewables/data/new-installed-capacity; old + new = the year's participant list
  { id: 'renewables.installed-capacity', table: 'renewables_installed_capacity', grain: 'month', dimensions: [], fields: [text('oldCapacities'), text('newCapacities')], publication: 'daily' },
  // /v1/renewables/data/renewables-participant: the supported plants of each year (an administrator may upload the
  // real list later); entryDate is ISO text (the 1st of January of the plant's first year)
  {
    id: 'renewables.participants', table: 'renewables_participants', grain: 'none', dimensions: [integer('year')], keyRepeats: true,
    fields: [
      text('orgName'), text('facilityName'), text('facilityType'), num('installedPower'), integer('unitCount'), num('licencedYearlyGenerationAmount'),
      num('lastYearGenerationAmount'), text('entryDate'), integer('latestUtilizationPeriod'), integer('utilizationPeriod'), num('yekPrice'),
    ],
    publication: 'always',
  },
];
