// Rows of the natural-gas datasets (naturalGasDatasets.ts) other than gas.drp, one gas day at a time:
// spot market prices, quantities and values, balancing gas prices, the transmission balance, flows by entry
// and exit point and storage by facility; then the gas market modules of gasMarkets/ (imbalance, balancing
// actions, allocation, trades, weekly products, futures) add theirs from the same day. Each day depends only on
// the seed and its date.
import { calendarDay } from './calendar';
import { gasReferencePrice } from './gas';
import { gasSpotDay } from './gasSpotMarket';
import type { GasDay } from './gasMarkets/gasDayModule';
import { gasDayModules } from './gasMarkets/gasDayModules';
import { gasSystemDay } from './gasTransmission';
import type { NoiseField } from './noise';
import type { SimRow } from './simulateWorld';

/** The chain of one gas day: a pure function of the seed and the day. */
export function simulateGasDay(noise: NoiseField, day: number): GasDay {
  const cal = calendarDay(day);
  const grfTl = gasReferencePrice(noise, day);
  const system = gasSystemDay(noise, cal);
  return { cal, grfTl, system, spot: gasSpotDay(noise, cal, grfTl, system.domesticExit) };
}

/** Keeps the gas days a module asked for ahead of the loop, so none is computed twice. */
function gasDayCache(noise: NoiseField): { of(day: number): GasDay; take(day: number): GasDay } {
  const kept = new Map<number, GasDay>();
  return {
    of(day) {
      let g = kept.get(day);
      if (!g) { g = simulateGasDay(noise, day); kept.set(day, g); }
      return g;
    },
    take(day) {
      const g = kept.get(day) ?? simulateGasDay(noise, day);
      for (const d of kept.keys()) if (d <= day) kept.delete(d);
      return g;
    },
  };
}

/** `first`/`last`: inclusive day numbers. */
export function simulateGasMarket(noise: NoiseField, first: number, last: number): Record<string, SimRow[]> {
  const out: Record<string, SimRow[]> = {
    'gas.sgp-price': [], 'gas.balancing-gas-price': [], 'gas.daily-matched-quantity': [], 'gas.daily-trade-volume': [],
    'gas.sgp-totals': [], 'gas.transmission': [], 'gas.transmission.entry-point': [], 'gas.transmission.exit-point': [],
    'gas.storage': [],
  };
  // The day's rows of every dataset, handed to the gas market modules after the built-in ones.
  let dayRows: Record<string, SimRow[]> = {};
  const push = (id: string, row: SimRow): void => {
    out[id]!.push(row);
    (dayRows[id] ??= []).push(row);
  };
  const owner = new Map<string, string>();
  for (const module of gasDayModules) {
    for (const id of module.datasets) {
      if (out[id] || owner.has(id)) throw new Error(`dataset ${id} of gas market module ${module.name} already has rows from ${owner.get(id) ?? 'simulateGasMarket.ts'}`);
      owner.set(id, module.name);
      out[id] = [];
    }
  }
  const days = gasDayCache(noise);
  for (let day = first; day <= last; day++) {
    const g = days.take(day);
    const { cal, system, spot: s } = g;
    const ts = cal.ts;
    dayRows = {};

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
    for (const module of gasDayModules) {
      module.addDay({
        noise, g, gasDayOf: days.of, dayRows,
        push: (id, row) => {
          if (owner.get(id) !== module.name) throw new Error(`gas market module ${module.name} pushed a row to ${id}, which is not one of its datasets`);
          push(id, row);
        },
      });
    }
  }
  return out;
}
