// The market module of the intraday order book (see ../marketDayModule.ts): for every hourly contract of the
// day (idm.hourly), the two sides of its book, its trades and the reporting service's contract summary, all
// built around the figures already published for it (WAP, matching prices, matched quantity, trade value),
// and the orders behind the book and the trades (the reporting service's order list, keyed by the contract's id
// of idm.contracts, the gip-kontrat list).
import { MS_PER_HOUR } from '../../calendar';
import { HOURLY_CONTRACT_CODE, HOURLY_CONTRACT_TYPE } from '../../intraday';
import type { SimRow } from '../../simulateWorld';
import { toWallIso } from '../../toWallIso';
import type { MarketDayModule } from '../marketDayModule';
import { contractOrders } from './contractOrders';
import { contractSummary, type PublishedHour } from './contractSummary';
import { contractTrades } from './contractTrades';
import { orderBookSides } from './orderBookSides';

export const INTRADAY_BOOK = 'idm.book';
export const INTRADAY_TRANSACTIONS = 'idm.transactions';
export const INTRADAY_CONTRACT_SUMMARY = 'idm.contract-summary';
export const INTRADAY_ORDERS = 'idm.orders';

/** The region every intraday order is entered in (bolge): Türkiye is one bidding zone. */
const REGION = 'TR1';

export const intradayBookModule: MarketDayModule = {
  name: 'intradayBook',
  datasets: [INTRADAY_BOOK, INTRADAY_TRANSACTIONS, INTRADAY_CONTRACT_SUMMARY, INTRADAY_ORDERS],
  addDay(ctx) {
    const { e, noise } = ctx;
    for (const row of ctx.dayRows['idm.hourly'] ?? []) {
      const ts = row.ts as number;
      const x = ts / MS_PER_HOUR; // the hour index idm.hourly was drawn with
      const hour = row as SimRow & PublishedHour;
      const book = orderBookSides(noise, x, hour, e.cap);
      ctx.push(INTRADAY_BOOK, { ts, contractType: hour.contractType, contractName: hour.contractName, ...book });
      const trades = contractTrades(noise, x, ts, hour);
      for (const trade of trades) {
        ctx.push(INTRADAY_TRANSACTIONS, { ts, date: toWallIso(trade.time), contractName: hour.contractName, price: trade.price, quantity: trade.lots, id: trade.id });
      }
      ctx.push(INTRADAY_CONTRACT_SUMMARY, { ts, ...contractSummary(hour, book) });
      const contract = ctx.dayRows['idm.contracts']?.find((c) => c.ts === ts && c.kontratTur === HOURLY_CONTRACT_CODE);
      if (!contract) throw new Error(`intraday book: no hourly contract listed for ${hour.contractName}`);
      contractOrders(noise, x, ts, book, trades).forEach((order, teklifNo) => {
        ctx.push(INTRADAY_ORDERS, {
          ts, kontratId: Number(contract.kontratId), teklifNo, islemTarihi: toWallIso(order.time), bolge: REGION,
          kontratAd: hour.contractName, kontratTur: HOURLY_CONTRACT_TYPE, teklifYon: order.side, fiyat: order.price,
          miktar: order.lots, kalanMiktar: order.remainingLots, teklifDurum: order.status,
          oeye: order.immediateOrCancel ? 1 : 0, teye: order.fillOrKill ? 1 : 0,
        });
      });
    }
  },
};
