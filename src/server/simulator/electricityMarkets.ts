// Rows of the electricity datasets that hang off the day's chain (electricityDay.ts): the hourly markets of
// marketHours.ts (interim MCP and day-ahead volumes, the intraday market, balancing instructions, imbalance
// prices, bilateral contracts, the load forecast plan), dam volumes and the monthly YEKDEM settlement; then the market modules of markets/ (order
// books, imbalance, ancillary services, futures, YEK-G, market reports) add theirs from the same day. The world loop takes each day's chain
// from here (so a chain needed early by a month's settlement is computed only once) and hands it back.
import { calendarDay } from './calendar';
import { damDayId, damLevel, DAMS } from './dams';
import { damVolume } from './damVolumes';
import { simulateElectricityDay, type ElectricityDay } from './electricityDay';
import { marketHours } from './marketHours';
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
      for (const hour of marketHours(noise, e)) {
        const { ts } = hour;
        push('dam.interim-mcp', { ts, marketTradePrice: hour.interimPrice });
        push('dam.quantities', { ts, ...hour.dayAhead });
        push('idm.hourly', { ts, ...hour.intraday });
        for (const c of hour.contracts) push('idm.contracts', { ...c });
        push('bpm.order-summary', { ts, ...hour.orders });
        push('imbalance.prices', { ts, ...hour.imbalancePrices });
        push('bilateral.bid-quantity', { ts, quantity: hour.bilateral });
        push('bilateral.offer-quantity', { ts, quantity: hour.bilateral });
        push('consumption.load-estimation-plan', { ts, lep: hour.lep });
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
