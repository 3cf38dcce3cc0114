// Datasets of settlement withdrawal (UEÇM), consumption quantities and the demand forecast. Rows come from the market module src/server/simulator/markets/consumptionMetering/.
// Field names are the response item fields of the electricity-service operation named beside each dataset.
// Quantities MWh (the forecast GWh), counts of consumers; monthly rows sit at the month's first hour. Settlement
// data is public on the 15th of the next month; the forecast is a list without a time axis.
import { doubleField as num, type DatasetDefinition, type DatasetField } from './datasetDefinition';

const text = (name: string): DatasetField => ({ name, type: 'VARCHAR' });
const int = (name: string): DatasetField => ({ name, type: 'INTEGER' });
const bigint = (name: string): DatasetField => ({ name, type: 'BIGINT' });
/** Province and consumer sector: the ids the requests filter by and the names the rows show. */
const PROVINCE_SECTOR = [int('provinceId'), text('province'), int('profileGroupId'), text('consumerSector')];

export const consumptionMeteringDatasets: readonly DatasetDefinition[] = [
  // /v1/consumption/data/uecm: the hourly settlement withdrawal (swv).
  { id: 'consumption.uecm', table: 'consumption_uecm', grain: 'hour', dimensions: [], fields: [num('swv')], publication: 'settlement' },
  // /v1/consumption/data/st-uecm: eligible consumers' hourly withdrawal (st).
  { id: 'consumption.st-uecm', table: 'consumption_st_uecm', grain: 'hour', dimensions: [], fields: [num('st')], publication: 'settlement' },
  // /v1/consumption/data/withdrawal-quantity-under-supply-liability: a day's withdrawal not bought freely (wqusl).
  {
    id: 'consumption.withdrawal-under-supply-liability', table: 'consumption_withdrawal_under_supply_liability', grain: 'day', dimensions: [],
    fields: [num('wqusl')], publication: 'settlement',
  },
  // /v1/consumption/data/consumption-quantity: a month's MWh per province and consumer sector, by eligibility.
  {
    id: 'consumption.consumption-quantity', table: 'consumption_consumption_quantity', grain: 'month', dimensions: PROVINCE_SECTOR,
    fields: [bigint('serbestTuketiciTuketimMiktari'), bigint('stHakkiBulunmayanTuketiciTuketimMiktari'), bigint('stHakkiniKullanmayanTuketiciTuketimMiktari')],
    publication: 'settlement',
  },
  // /v1/consumption/data/consumer-quantity: the consumers of the same cells.
  {
    id: 'consumption.consumer-quantity', table: 'consumption_consumer_quantity', grain: 'month', dimensions: PROVINCE_SECTOR,
    fields: [bigint('serbestTuketiciSayisi'), bigint('stHakkiBulunmayanAboneSayisi'), bigint('stHakkiKullanmayanAboneSayisi')],
    publication: 'settlement',
  },
  // /v1/consumption/data/percentage-consumption-info: a month's MWh per province by sector and its share (%).
  {
    id: 'consumption.percentage-info', table: 'consumption_percentage_info', grain: 'month', dimensions: [bigint('provinceId'), text('province')],
    fields: [...['lightning', 'household', 'industry', 'irrigation', 'commercial', 'other', 'generalTotal', 'consumptionRatioBasedOnProvince'].map(num)],
    publication: 'settlement',
  },
  // /v1/consumption/data/eligible-consumer-quantity: eligible consumers using and not using their right, per sector.
  {
    id: 'consumption.eligible-consumer-quantity', table: 'consumption_eligible_consumer_quantity', grain: 'month', dimensions: [text('profilAboneGrupAdi')],
    fields: [bigint('quantityOfUsingEligibleConsumer'), bigint('quantityOfNotUsingEligibleConsumer')], publication: 'settlement',
  },
  // /v1/consumption/data/demand-forecast: the long-term forecast per distribution company (its companyId; the
  // operator's field name, misspelt as it is) and year, GWh.
  {
    id: 'consumption.demand-forecast', table: 'consumption_demand_forecast', grain: 'none', dimensions: [bigint('distrubutionOrganization')],
    fields: [int('year'), num('low'), num('base'), num('high')], publication: 'always', keyRepeats: true,
  },
];
