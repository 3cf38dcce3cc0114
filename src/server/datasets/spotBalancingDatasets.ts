// Datasets of the gas market module src/server/simulator/gasMarkets/spotBalancing/ (each dataset id listed there too):
// the spot market's imbalance, the transmission operator's balancing actions, allocation, trades, weekly
// products and notices. Field names are the response item fields of the natural-gas-service operation named
// beside each (the time field — gasDay, date, period — is the row's ts). Quantities of the imbalance and of
// allocation are in Sm³, of balancing actions, trades and weekly products in 1000 Sm³ lots; amounts in TL.
import { doubleField as num, type DatasetDefinition, type DatasetField } from './datasetDefinition';

const text = (name: string): DatasetField => ({ name, type: 'VARCHAR' });
const integer = (name: string): DatasetField => ({ name, type: 'INTEGER' });

export const spotBalancingDatasets: readonly DatasetDefinition[] = [
  // /v1/markets/sgp/data/shippers-imbalance-quantity: long shippers' total (≥ 0) and short shippers' (≤ 0), Sm³.
  {
    id: 'gas.shippers-imbalance-quantity', table: 'gas_shippers_imbalance_quantity', grain: 'day', dimensions: [],
    fields: [num('negativeImbalance'), num('positiveImbalance')], publication: 'dayOver',
  },
  // /v1/markets/sgp/data/imbalance-amount: TL paid to long shippers (≥ 0) and charged to short ones (≤ 0).
  {
    id: 'gas.imbalance-amount', table: 'gas_imbalance_amount', grain: 'day', dimensions: [],
    fields: [num('positiveImbalance'), num('negativeImbalance')], publication: 'dayOver',
  },
  // imbalance: /v1/markets/sgp/data/imbalance-system (shippers' net, Sm³) · systemDirection: system-direction
  // ('Uzun' long when the net is positive, 'Kısa' short when negative, 'Dengede' at zero).
  {
    id: 'gas.system-imbalance', table: 'gas_system_imbalance', grain: 'day', dimensions: [],
    fields: [num('imbalance'), text('systemDirection')], publication: 'dayOver',
  },
  // /v1/markets/sgp/data/green-code-operation (1-coded): amount in lots, + bought by the operator, − sold; a
  // trade is known by its time (transactionDate), the row key with the gas day.
  {
    id: 'gas.green-code-operation', table: 'gas_green_code_operation', grain: 'day', dimensions: [text('transactionDate')],
    fields: [text('contractName'), integer('amount'), num('weightedAverage')], publication: 'dayOver',
  },
  // /v1/markets/sgp/data/blue-code-operation (2-coded)
  {
    id: 'gas.blue-code-operation', table: 'gas_blue_code_operation', grain: 'day', dimensions: [],
    fields: [text('contractName'), num('amount'), num('weightedAverage')], publication: 'dayOver',
  },
  // /v1/markets/sgp/data/orange-code-operation (3-coded)
  {
    id: 'gas.orange-code-operation', table: 'gas_orange_code_operation', grain: 'day', dimensions: [text('transactionDate')],
    fields: [text('contractName'), integer('amount'), num('weightedAverage')], publication: 'dayOver',
  },
  // /v1/markets/sgp/data/four-code-operation (4-coded)
  {
    id: 'gas.four-code-operation', table: 'gas_four_code_operation', grain: 'day', dimensions: [],
    fields: [text('contractName'), num('amount'), num('weightedAverage')], publication: 'dayOver',
  },
  // /v1/markets/sgp/data/additional-notifications: ts = the notice's time (date).
  {
    id: 'gas.additional-notifications', table: 'gas_additional_notifications', grain: 'hour', dimensions: [],
    fields: [text('subject'), text('message')], publication: 'realtime',
  },
  // /v1/markets/sgp/data/transaction-history: one row per trade; ts = the contract's gas day (date), time = the match.
  {
    id: 'gas.transaction-history', table: 'gas_transaction_history', grain: 'day', dimensions: [text('time')],
    fields: [text('contractName'), num('price'), integer('quantity')], publication: 'dayOver',
  },
  // /v1/markets/sgp/data/virtual-realization, Sm³.
  {
    id: 'gas.virtual-realization', table: 'gas_virtual_realization', grain: 'day', dimensions: [],
    fields: [num('virtualEntry'), num('virtualExit')], publication: 'dayOver',
  },
  // /v1/markets/sgp/data/bast: the neutralisation item of a gas day, TL.
  { id: 'gas.bast', table: 'gas_bast', grain: 'day', dimensions: [], fields: [num('bast')], publication: 'dayOver' },
  // /v1/markets/sgp/data/gddk-amount: ts = the corrected month (period); version = the correction's time.
  {
    id: 'gas.gddk-amount', table: 'gas_gddk_amount', grain: 'month', dimensions: [],
    fields: [text('version'), num('credit'), num('dept')], publication: 'settlement', keyRepeats: true,
  },
  // weekly-ref-price (TL/1000 Sm³), weekly-matched-quantity (1000 Sm³), weekly-trade-volume (TL): ts = the week's
  // Sunday, week = 'Monday/Sunday'.
  {
    id: 'gas.weekly-spot', table: 'gas_weekly_spot', grain: 'day', dimensions: [],
    fields: [
      text('week'), num('weekdayPrice'), num('weekendPrice'), num('weekTotalPrice'), num('weeklyRefPrice'),
      num('hiem'), num('hsem'), num('htem'), num('emTotal'), num('hiih'), num('hsih'), num('htih'), num('ihTotal'),
    ],
    publication: 'dayOver',
  },
  // /v1/announcements/data: BOTAŞ notices; ts = the notice's time (startDate).
  {
    id: 'gas.botas-announcements', table: 'gas_botas_announcements', grain: 'hour', dimensions: [],
    fields: [text('titleTr'), text('titleEn'), text('descriptionTr'), text('descriptionEn')], publication: 'realtime',
  },
];
