// Rows of the natural-gas datasets (naturalGasDatasets.ts) other than gas.drp, one gas day at a time:
// spot market prices, quantities and values, balancing gas prices, the transmission balance, flows by entry
// and exit point and storage by facility. Each day depends only on the seed and its date.
import { calendarDay } from './calendar';
import { gasReferencePrice } from './gas';
import { gasSpotDay } from './gasSpotMarket';
import { gasSystemDay } from './gasTransmission';
import type { NoiseField } from './noise';
import type { SimRow } from './simulateWorld';

/** `first`/`last`: inclusive day numbers. */
export function simulateGasMarket(noise: NoiseField, first: number, last: number): Record<string, SimRow[]> {
  const out: Record<string, SimRow[]> = {
    'gas.sgp-price': [], 'gas.balancing-gas-price': [], 'gas.daily-matched-quantity': [], 'gas.daily-trade-volume': [],
    'gas.sgp-totals': [], 'gas.transmission': [], 'gas.transmission.entry-point': [], 'gas.transmission.exit-point': [],
    'gas.storage': [],
  };
  const push = (id: string, row: SimRow): void => { out[id]!.push(row); };
  for (let day = first; day <= last; day++) {
    const cal = calendarDay(day);
    const ts = cal.ts;
    const system = gasSystemDay(noise, cal);
    const s = gasSpotDay(noise, cal, gasReferencePrice(noise, day), system.domesticExit);

    push('gas.sgp-price', { ts, dayAheadPrice: s.dayAheadPrice, intraDayPrice: s.intraDayPrice, dayAfterPrice: s.dayAfterPrice, weightedAverage: s.weightedAverage });
    push('gas.balancing-gas-price', {
      ts, additionalBalancingPurchase: s.additionalBalancingPurchase, additionalBalancingSale: s.additionalBalancingSale,
      balancingGasPurchase: s.balancingGasPurchase, balancingGasSale: s.balancingGasSale,
    });
    push('gas.daily-matched-quantity', {
      ts, contractName: s.contractName, dayAheadMatchingQuantity: s.dayAheadMatchingQuantity,
      intraDayMatchingQuantity: s.intraDayMatchingQuantity, dayAfterMatchingQuantity: s.dayAfterMatchingQuantity, total: s.total,
    });
    push('gas.daily-trade-volume', {
      ts, contractName: s.contractName, dayAheadTradeValue: s.dayAheadTradeValue, intraDayTradeValue: s.intraDayTradeValue,
      dayAfterTradeValue: s.dayAfterTradeValue, tradeValueTotal: s.tradeValueTotal,
    });
    push('gas.sgp-totals', { ts, matchAmount: s.total, tradeVolume: s.tradeValueTotal, amount: s.grfMatchQuantity, tradeValue: s.grfTradeValue });

    push('gas.transmission', {
      ts, entryAmount: system.entryAmount, exitAmount: system.exitAmount,
      entryNominationAmount: system.entryNominationAmount, exitNominationAmount: system.exitNominationAmount,
      stockAmount: system.stockAmount, linePack: system.linePack,
      dayAheadAmount: system.dayAheadAmount, dayEndAmount: system.dayEndAmount, transfer: system.transfer,
    });
    for (const e of system.entries) {
      push('gas.transmission.entry-point', { ts, pointId: e.pointId, entryAmount: e.amount, maxEntryAmount: e.maxAmount, rezerveEntryAmount: e.reservedAmount });
    }
    for (const e of system.exits) {
      push('gas.transmission.exit-point', { ts, pointId: e.pointId, exitAmount: e.amount, maxExitAmount: e.maxAmount, rezerveExitAmount: e.reservedAmount });
    }
    for (const f of system.storage) {
      push('gas.storage', { ts, storageFacilityId: f.storageFacilityId, injection: f.injection, reproduction: f.reproduction, stockAmount: f.stockAmount });
    }
  }
  return out;
}
