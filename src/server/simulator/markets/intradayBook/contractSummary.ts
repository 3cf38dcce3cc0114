// One row of the reporting service's contract summary: the published figures of an hourly contract
// (idm.hourly) beside its order book (orderBookSides.ts), under the report's Turkish field names.
import type { OrderBookSides } from './orderBookSides';

export interface PublishedHour {
  contractName: string;
  contractType: string;
  wap: number;
  minMatchingPrice: number;
  maxMatchingPrice: number;
  clearingQuantityAsk: number;
  tradingVolume: number;
}

export interface ContractSummary {
  kontratAdi: string;
  kontratTurAciklama: string;
  maxAlisFiyat: number;
  minAlisFiyat: number;
  maxSatisFiyat: number;
  minSatisFiyat: number;
  maxEslesmeFiyat: number;
  minEslesmeFiyat: number;
  teklifAlisMiktar: number;
  teklifSatisMiktar: number;
  eslesmeMiktar: number;
  islemHacmi: number;
  agirlikliOrtalama: number;
}

export function contractSummary(hour: PublishedHour, book: OrderBookSides): ContractSummary {
  return {
    kontratAdi: hour.contractName,
    kontratTurAciklama: hour.contractType,
    // Alış = buying (bids), satış = selling (offers).
    maxAlisFiyat: book.maxAskPrice,
    minAlisFiyat: book.minAskPrice,
    maxSatisFiyat: book.maxOfferPrice,
    minSatisFiyat: book.minOfferPrice,
    maxEslesmeFiyat: hour.maxMatchingPrice,
    minEslesmeFiyat: hour.minMatchingPrice,
    teklifAlisMiktar: book.bidQuantity,
    teklifSatisMiktar: book.offerQuantity,
    eslesmeMiktar: hour.clearingQuantityAsk,
    islemHacmi: hour.tradingVolume,
    agirlikliOrtalama: hour.wap,
  };
}
