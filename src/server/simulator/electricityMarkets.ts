// Rows of the electricity datasets that hang off the day's chain (electricityDay.ts): interim MCP and
// day-ahead volumes, the intraday market, balancing instructions, imbalance prices, bilateral contracts, the
// load forecast plan, dam volumes and the monthly YEKDEM settlement; then the market modules of markets/ (order
// books, imbalance, ancillary services, futures, YEK-G, market reports) add theirs from the same day. The world loop takes each day's chain
// from here (so a chain needed early by a month's settlement is computed only once) and hands it back.
import { MS_PER_HOUR, calendarDay } from './calendar';
import { balancingInstructions } from './balancingInstructions';
import { bilateralQuantity } from './bilateralContracts';
import { damDayId, damLevel, DAMS } from './dams';
import { damVolume } from './damVolumes';
import { dayAheadQuantities, interimMcp } from './dayAheadVolumes';
import { simulateElectricityDay, type ElectricityDay } from './electricityDay';
import { imbalancePrices } from './imbalancePrices';
import { intradayContracts, intradayHour } from './intraday';
import { loadForecast } from './loadForecast';
import { marketDayModules } from './markets/marketDayModules';
import type { NoiseField } from './noise';
import type { SimRow } from './simulateWorld';
import { yekdemMonth } from './yekdem';

export interface ElectricityMarkets {
  /** The chain of a day (computed once, whether the loop or a month's settlement asked first). */
  take(day: number): ElectricityDay;
  /** Appends the rows of a day taken from `take`. */
  addDay(e: ElectricityDay): void;
  datasets(): Record<string, SimRow[]>;
}

export function electricityMarkets(noise: NoiseField): ElectricityMarkets {
  const ahead = new Map<number, ElectricityDay>();
  const rows: Record<string, SimRow[]> = {
    'dam.interim-mcp': [], 'dam.quantities': [], 'idm.hourly': [], 'idm.contracts': [], 'bpm.order-summary': [],
    'imbalance.prices': [], 'bilateral.bid-quantity': [], 'bilateral.offer-quantity': [], 'consumption.load-estimation-plan': [],
    'dams.daily-volume': [], 'yekdem.monthly': [],
  };
  // The day's rows of every dataset, handed to the market modules (markets/) after the built-in ones.
  let dayRows: Record<string, SimRow[]> = {};
  const push = (id: string, row: SimRow) => {
    rows[id]!.push(row);
    (dayRows[id] ??= []).push(row);
  };
  const owner = new Map<string, string>();
  for (const module of marketDayModules) {
    for (const id of module.datasets) {
      if (rows[id] || owner.has(id)) throw new Error(`dataset ${id} of market module ${module.name} already has rows from ${owner.get(id) ?? 'electricityMarkets.ts'}`);
      owner.set(id, module.name);
      rows[id] = [];
    }
  }

  const dayAhead = (day: number): ElectricityDay => {
    let e = ahead.get(day);
    if (!e) { e = simulateElectricityDay(noise, day); ahead.set(day, e); }
    return e;
  };

  return {
    take(day) {
      const e = ahead.get(day) ?? simulateElectricityDay(noise, day);
      ahead.delete(day);
      return e;
    },
    addDay(e) {
      const { cal } = e;
      dayRows = {};
      let meanConsumption = 0;
      for (let h = 0; h < 24; h++) meanConsumption += e.consumption[h]! / 24;
      for (let h = 0; h < 24; h++) {
        const ts = cal.ts + h * MS_PER_HOUR;
        const x = cal.day * 24 + h;
        const price = e.price[h]!;
        const consumption = e.consumption[h]!;
        const b = e.balancing[h]!;
        const g = e.generation[h]!;
        push('dam.interim-mcp', { ts, marketTradePrice: interimMcp(noise, x, price, e.cap) });
        push('dam.quantities', { ts, ...dayAheadQuantities(noise, x, price, e.volume[h]!, e.solarShare[h]!) });
        const variableShare = (g.wind + g.sun + e.renewables.embeddedSolar[h]!) / consumption;
        push('idm.hourly', { ts, ...intradayHour(noise, x, ts, price, e.cap, b.smpDirectionId, consumption, variableShare) });
        for (const c of intradayContracts(x, ts)) push('idm.contracts', { ...c });
        push('bpm.order-summary', { ts, ...balancingInstructions(noise, x, price, b.systemMarginalPrice, b.smpDirectionId, consumption) });
        push('imbalance.prices', { ts, ...imbalancePrices(price, b.systemMarginalPrice, b.systemDirection) });
        const quantity = bilateralQuantity(noise, x, consumption, meanConsumption);
        push('bilateral.bid-quantity', { ts, quantity });
        push('bilateral.offer-quantity', { ts, quantity });
        push('consumption.load-estimation-plan', { ts, lep: loadForecast(noise, x, consumption) });
      }
      for (const dam of DAMS) {
        push('dams.daily-volume', {
          ts: cal.ts, damId: dam.id, basin: dam.basin, dam: dam.name, basinName: dam.basin, damName: dam.name,
          id: damDayId(dam, cal.day), minKot: dam.minKot, maxKot: dam.maxKot, ...damVolume(dam, damLevel(noise, dam, cal)),
        });
      }
      if (cal.dayOfMonth === 1) {
        // The month's settlement row sits at its first hour; it needs every day of the month.
        const days = [e];
        for (let d = cal.day + 1; calendarDay(d).month === cal.month; d++) days.push(dayAhead(d));
        push('yekdem.monthly', { ts: cal.ts, ...yekdemMonth(days) });
      }
      for (const module of marketDayModules) {
        module.addDay({
          noise, e, chainOf: dayAhead, dayRows,
          push: (id, row) => {
            if (owner.get(id) !== module.name) throw new Error(`market module ${module.name} pushed a row to ${id}, which is not one of its datasets`);
            push(id, row);
          },
        });
      }
    },
    datasets: () => rows,
  };
}
