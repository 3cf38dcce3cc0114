// Electricity market datasets: day-ahead, intraday, balancing, imbalance, bilateral contracts, consumption,
// generation, dams, YEKDEM. Field names are the responseItemFields of the electricity-service operation named
// beside each dataset (its date/hour/time/period field is the row's ts), so a descriptor binds them 1:1.
// Volumes are MWh, values TL, prices TL/MWh, dam volumes hm³.
import { doubleField as num, type DatasetDefinition, type DatasetField } from './datasetDefinition';

const text = (name: string): DatasetField => ({ name, type: 'VARCHAR' });
const id = (name: string): DatasetField => ({ name, type: 'BIGINT' });

export const GENERATION_SOURCES = [
  'naturalGas', 'dammedHydro', 'lignite', 'river', 'importCoal', 'wind', 'sun', 'fueloil', 'geothermal',
  'asphaltiteCoal', 'blackCoal', 'biomass', 'naphta', 'lng', 'importExport', 'wasteheat',
] as const;
export type GenerationSource = (typeof GENERATION_SOURCES)[number];

export const electricityDatasets: readonly DatasetDefinition[] = [
  {
    id: 'dam.mcp', table: 'dam_mcp', grain: 'hour', dimensions: [],
    fields: [num('price'), num('priceUsd'), num('priceEur'), num('volume')], publication: 'dayAhead',
  },
  {
    id: 'bpm.smp', table: 'bpm_smp', grain: 'hour', dimensions: [{ name: 'region', type: 'VARCHAR' }],
    fields: [num('systemMarginalPrice'), { name: 'smpDirectionId', type: 'INTEGER' }, { name: 'systemDirection', type: 'VARCHAR' }], publication: 'realtime',
  },
  { id: 'consumption.realtime', table: 'consumption_realtime', grain: 'hour', dimensions: [], fields: [num('consumption')], publication: 'realtime' },
  // Per plant (the view of seed/buildPlantShares.ts, which also names the plant: powerPlantName of
  // /v1/generation/data/realtime-generation-bulk); with no plant chosen, the system rollup.
  {
    id: 'generation.realtime', table: 'generation_realtime_plant', grain: 'hour',
    dimensions: [{ name: 'powerPlantId', type: 'BIGINT' }, text('powerPlantName')],
    fields: [num('total'), ...GENERATION_SOURCES.map(num)],
    rollupTable: 'generation_realtime', publication: 'realtime',
  },
  {
    id: 'dams.daily-kot', table: 'dams_daily_kot', grain: 'day',
    dimensions: [{ name: 'damId', type: 'BIGINT' }, { name: 'basin', type: 'VARCHAR' }, { name: 'dam', type: 'VARCHAR' }],
    fields: [num('dailyKot')], publication: 'daily',
  },
  // /v1/markets/dam/data/interim-mcp (published at 13:00, before the final MCP)
  { id: 'dam.interim-mcp', table: 'dam_interim_mcp', grain: 'hour', dimensions: [], fields: [num('marketTradePrice')], publication: 'dayAheadInterim' },
  // Day-ahead clearing volumes; matchedBids = matchedOffers = dam.mcp volume.
  // matchedBids, matchedOffers: /v1/markets/dam/data/clearing-quantity · volumeOfAsk (TL): day-ahead-market-trade-volume ·
  // amountOfPurchasingTowards(Un)MatchedBlock: amount-of-block-buying · amountOfSalesTowards(Un)MatchedBlock: amount-of-block-selling ·
  // matchedFlexible{Buying,Selling}OfferQuantity: matched-flexible-offer-quantity · bidVolume: price-independent-bid ·
  // offerVolume: price-independent-offer · bidQuantity: submitted-bid-order-volume · offerQuantity: submitted-sales-order-volume
  {
    // Per organisation: the view of seed/buildOrganizationShares.ts; with none chosen, the market totals.
    id: 'dam.quantities', table: 'dam_quantities_organization', rollupTable: 'dam_quantities', grain: 'hour', dimensions: [id('organizationId')],
    fields: [
      num('matchedBids'), num('matchedOffers'), num('volumeOfAsk'),
      num('amountOfPurchasingTowardsMatchedBlock'), num('amountOfPurchasingTowardsUnMatchedBlock'),
      num('amountOfSalesTowardsMatchedBlock'), num('amountOfSalesTowardsUnMatchedBlock'),
      num('matchedFlexibleBuyingOfferQuantity'), num('matchedFlexibleSellingOfferQuantity'),
      num('bidVolume'), num('offerVolume'), num('bidQuantity'), num('offerQuantity'),
    ],
    publication: 'dayAhead',
  },
  // The hourly intraday contract of each delivery hour.
  // wap: /v1/markets/idm/data/weighted-average-price · contractType, contractName, minMatchingPrice, maxMatchingPrice:
  // /v1/markets/idm/data/min-max-matching-price · kontratTuru, kontratAdi, clearingQuantityAsk, clearingQuantityBid:
  // /v1/markets/idm/data/matching-quantity · tradingVolume (TL): /v1/markets/idm/data/trade-value
  {
    // Per organisation: the view of seed/buildOrganizationShares.ts (quantities shared out, prices the market's).
    id: 'idm.hourly', table: 'idm_hourly_organization', rollupTable: 'idm_hourly', grain: 'hour', dimensions: [id('organizationId')],
    fields: [
      num('wap'), text('contractType'), text('contractName'), num('minMatchingPrice'), num('maxMatchingPrice'),
      text('kontratTuru'), text('kontratAdi'), num('clearingQuantityAsk'), num('clearingQuantityBid'), num('tradingVolume'),
    ],
    publication: 'realtime',
  },
  // /v1/data/gip-kontrat (kontratId, kontratTur 1 hourly / 2 block, kontratAd); ts = start of delivery.
  {
    id: 'idm.contracts', table: 'idm_contracts', grain: 'hour', dimensions: [text('kontratAd')],
    fields: [{ name: 'kontratId', type: 'BIGINT' }, { name: 'kontratTur', type: 'INTEGER' }], publication: 'dayAhead',
  },
  // Balancing instructions, MWh, both sides positive, net = up − down delivered.
  // up*: /v1/markets/bpm/data/order-summary-up · down*: /v1/markets/bpm/data/order-summary-down (both have net)
  // National rows: Türkiye is one region, so those reports take `region` only as TR1 (no dimension needed).
  {
    id: 'bpm.order-summary', table: 'bpm_order_summary', grain: 'hour', dimensions: [],
    fields: [
      num('upRegulationZeroCoded'), num('upRegulationOneCoded'), num('upRegulationTwoCoded'), num('upRegulationDelivered'),
      num('downRegulationZeroCoded'), num('downRegulationOneCoded'), num('downRegulationTwoCoded'), num('downRegulationDelivered'),
      num('net'),
    ],
    publication: 'realtime',
  },
  // /v1/data/ptf-smf-sdf: positiveImbalance = min(ptf, smf) × 0.97, negativeImbalance = max(ptf, smf) × 1.03
  {
    id: 'imbalance.prices', table: 'imbalance_prices', grain: 'hour', dimensions: [],
    fields: [num('ptf'), num('smf'), num('positiveImbalance'), num('negativeImbalance'), text('systemStatus')], publication: 'realtime',
  },
  // /v1/markets/bilateral-contracts/data/bilateral-contracts-bid-quantity (equal to the offer side at system level)
  // Per organisation (organizationId): the view of seed/buildOrganizationShares.ts; with none chosen, the system totals.
  { id: 'bilateral.bid-quantity', table: 'bilateral_bid_quantity_organization', rollupTable: 'bilateral_bid_quantity', grain: 'hour', dimensions: [id('organizationId')], fields: [num('quantity')], publication: 'daily' },
  // /v1/markets/bilateral-contracts/data/bilateral-contracts-offer-quantity
  { id: 'bilateral.offer-quantity', table: 'bilateral_offer_quantity_organization', rollupTable: 'bilateral_offer_quantity', grain: 'hour', dimensions: [id('organizationId')], fields: [num('quantity')], publication: 'daily' },
  // /v1/consumption/data/load-estimation-plan
  { id: 'consumption.load-estimation-plan', table: 'consumption_load_estimation_plan', grain: 'hour', dimensions: [], fields: [num('lep')], publication: 'dayAhead' },
  // Per dam and day, from dams.daily-kot. activeVolume (basinName, damName): /v1/dams/data/active-volume ·
  // activeFullnessAmount (%, basin, dam): /v1/dams/data/active-fullness · volume: /v1/dams/data/daily-volume ·
  // minVolume, maxVolume: /v1/dams/data/dam-volume · minKot, maxKot (the dam's operating levels, m): /v1/dams/data/dam-kot ·
  // id: the record of the dam's day (simulator/dams.ts damDayId), the `id` all of these answer
  {
    id: 'dams.daily-volume', table: 'dams_daily_volume', grain: 'day',
    dimensions: [{ name: 'damId', type: 'BIGINT' }, text('basin'), text('dam')],
    fields: [
      text('basinName'), text('damName'), num('activeVolume'), num('activeFullnessAmount'), num('volume'), num('minVolume'), num('maxVolume'),
      num('minKot'), num('maxKot'), id('id'),
    ],
    publication: 'daily',
  },
  // YEKDEM settlement of a month (ts = the month's first hour). unitCost, supplierUnitCost, ptf (monthly mean MCP), version:
  // /v1/renewables/data/unit-cost · portfolioIncome: /v1/renewables/data/portfolio-income ·
  // toplam … diger (feed-in cost by source, TL): /v1/renewables/data/total-cost
  {
    id: 'yekdem.monthly', table: 'yekdem_monthly', grain: 'month', dimensions: [],
    fields: [
      num('unitCost'), num('supplierUnitCost'), num('ptf'), text('version'), num('portfolioIncome'), num('toplam'),
      ...['ruzgar', 'geothermal', 'rezervuarli', 'kanalTipi', 'nehirTipi', 'copGazi', 'biyogaz', 'gunes', 'biyokutle', 'diger'].map(num),
    ],
    publication: 'settlement',
  },
  // /v1/markets/data/market-message-system: generation-unit notices (mesajTipId 1 fault, 2 planned maintenance,
  // 3 capacity limit; simulator/marketMessages.ts). ts = the hour of caseStartDate, so a date range finds notices
  // by their start; caseStartDate/caseEndDate are ISO strings with +03:00 (bind them as text columns, or read
  // caseStartDate from ts); faultDetails is the hourly breakdown as a JSON array string. Published 'realtime':
  // a notice is public once its start hour is over (faults are reported as they happen).
  {
    id: 'umm.messages', table: 'umm_messages', grain: 'hour',
    dimensions: [id('regionId'), id('mesajTipId'), id('organizationId'), id('powerPlantId'), id('uevcbId'), id('id')],
    fields: [
      text('orgName'), text('powerPlantName'), text('uevcbName'), text('caseStartDate'), text('caseEndDate'),
      num('operatorPower'), num('capacityAtCaseTime'), text('reason'), text('faultDetails'),
    ],
    publication: 'realtime',
  },
  // /v1/consumption/data/planned-power-outage-info (simulator/distributionOutages.ts). ts = the hour of startTime;
  // date (the day), startTime, endTime are ISO strings with +03:00. Published 'dayAhead': planned works are
  // announced ahead, so tomorrow's list is out at 14:00 (the store holds up to tomorrow).
  {
    id: 'consumption.planned-outages', table: 'consumption_planned_outages', grain: 'hour',
    dimensions: [id('distributionCompanyId'), { name: 'provinceId', type: 'INTEGER' }, id('id')],
    fields: outageFields(), publication: 'dayAhead',
  },
  // /v1/consumption/data/unplanned-power-outage-info: the same fields; published 'realtime' (a fault is known
  // once it has happened).
  {
    id: 'consumption.unplanned-outages', table: 'consumption_unplanned_outages', grain: 'hour',
    dimensions: [id('distributionCompanyId'), { name: 'provinceId', type: 'INTEGER' }, id('id')],
    fields: outageFields(), publication: 'realtime',
  },
];

function outageFields(): DatasetField[] {
  return [
    text('province'), text('district'), text('date'), text('distributionCompanyName'), text('startTime'), text('endTime'),
    text('reason'), text('effectedNeighbourhoods'), id('effectedSubscribers'), num('hourlyLoadAvg'),
  ];
}
