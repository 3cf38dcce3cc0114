import { describe, expect, it } from 'vitest';
import { contractSummary } from './contractSummary';

describe('the contract summary row', () => {
  it('puts the bid side under alış, the offer side under satış and the published figures under their names', () => {
    const hour = { contractName: 'PH24080113', contractType: 'Saatlik', wap: 2450.5, minMatchingPrice: 2300, maxMatchingPrice: 2600, clearingQuantityAsk: 1820.4, tradingVolume: 4460890.2 };
    const book = { bidQuantity: 3000, offerQuantity: 4000.5, minAskPrice: 1800, maxAskPrice: 2650, minOfferPrice: 2250, maxOfferPrice: 3000 };
    expect(contractSummary(hour, book)).toEqual({
      kontratAdi: 'PH24080113', kontratTurAciklama: 'Saatlik',
      maxAlisFiyat: 2650, minAlisFiyat: 1800, maxSatisFiyat: 3000, minSatisFiyat: 2250,
      maxEslesmeFiyat: 2600, minEslesmeFiyat: 2300,
      teklifAlisMiktar: 3000, teklifSatisMiktar: 4000.5, eslesmeMiktar: 1820.4,
      islemHacmi: 4460890.2, agirlikliOrtalama: 2450.5,
    });
  });
});
