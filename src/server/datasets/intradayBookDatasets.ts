// Datasets of the intraday order book: bid and offer quantities and prices, transactions, contract summaries.
// Rows come from the market module src/server/simulator/markets/intradayBook/ (each dataset id listed there
// too). Every row's ts is the start of the contract's delivery hour; quantities MWh (trades in lots of
// 0.1 MWh), prices TL/MWh, values TL. Field names are the response item fields of the operation beside each.
import { doubleField as num, type DatasetDefinition, type DatasetField } from './datasetDefinition';

const text = (name: string): DatasetField => ({ name, type: 'VARCHAR' });

export const intradayBookDatasets: readonly DatasetDefinition[] = [
  // contractType, contractName with bidQuantity, offerQuantity: /v1/markets/idm/data/bid-offer-quantities ·
  // minAskPrice, maxAskPrice (the bid side): /v1/markets/idm/data/min-max-bid-price ·
  // minOfferPrice, maxOfferPrice: /v1/markets/idm/data/min-max-sales-offer-price
  {
    id: 'idm.book', table: 'idm_book', grain: 'hour', dimensions: [],
    fields: [
      text('contractType'), text('contractName'), num('bidQuantity'), num('offerQuantity'),
      num('minAskPrice'), num('maxAskPrice'), num('minOfferPrice'), num('maxOfferPrice'),
    ],
    publication: 'realtime',
  },
  // /v1/markets/idm/data/transaction-history: one row per trade; date = the trade's time (ISO text), the
  // hour = the delivery hour (ts), quantity in lots. The trade id is the row's key beside ts (so rows with the
  // same delivery hour keep one order in every store); no request field filters it, so rows are never added up.
  {
    id: 'idm.transactions', table: 'idm_transactions', grain: 'hour', dimensions: [{ name: 'id', type: 'BIGINT' }],
    fields: [text('date'), text('contractName'), num('price'), { name: 'quantity', type: 'INTEGER' }],
    publication: 'realtime',
  },
  // /v1/data/idm-contract-summary (reporting service)
  {
    id: 'idm.contract-summary', table: 'idm_contract_summary', grain: 'hour', dimensions: [],
    fields: [
      text('kontratAdi'), text('kontratTurAciklama'), num('maxAlisFiyat'), num('minAlisFiyat'), num('maxSatisFiyat'), num('minSatisFiyat'),
      num('maxEslesmeFiyat'), num('minEslesmeFiyat'), num('teklifAlisMiktar'), num('teklifSatisMiktar'), num('eslesmeMiktar'),
      num('islemHacmi'), num('agirlikliOrtalama'),
    ],
    publication: 'realtime',
  },
  // /v1/data/idm-order-list (reporting service): the orders of each hourly contract, filtered by the contract's
  // id (kontratId of idm.contracts, the gip-kontrat list; request field contractId). islemTarihi = when the order
  // was entered; miktar and kalanMiktar in lots; oeye (immediate or cancel) and teye (fill or kill) as 0/1;
  // teklifNo, the order's rank in time, keeps one order in every store.
  {
    id: 'idm.orders', table: 'idm_orders', grain: 'hour', dimensions: [{ name: 'kontratId', type: 'BIGINT' }, { name: 'teklifNo', type: 'INTEGER' }],
    fields: [
      text('islemTarihi'), text('bolge'), text('kontratAd'), text('kontratTur'), text('teklifYon'), num('fiyat'),
      { name: 'miktar', type: 'INTEGER' }, { name: 'kalanMiktar', type: 'INTEGER' }, text('teklifDurum'),
      { name: 'oeye', type: 'INTEGER' }, { name: 'teye', type: 'INTEGER' },
    ],
    publication: 'realtime',
  },
];
