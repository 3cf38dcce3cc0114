// The hourly figures of the electricity markets that hang off a day's chain (electricityDay.ts): the interim MCP,
// day-ahead volumes, the intraday contract, balancing instructions, imbalance prices, bilateral quantity and the
// load forecast. One function, so the world loop (electricityMarkets.ts) and a module that reads days the loop
// has not reached (a month's market volumes, markets/marketReports/) compute the very same values.
import { balancingInstructions, type BalancingInstructions } from './balancingInstructions';
import { bilateralQuantity } from './bilateralContracts';
import { MS_PER_HOUR } from './calendar';
import { dayAheadQuantities, interimMcp, type DayAheadQuantities } from './dayAheadVolumes';
import type { ElectricityDay } from './electricityDay';
import { imbalancePrices, type ImbalancePrices } from './imbalancePrices';
import { intradayContracts, intradayHour, type IntradayContract, type IntradayHour } from './intraday';
import { loadForecast } from './loadForecast';
import type { NoiseField } from './noise';

export interface MarketHour {
  /** Wall-clock ms of the hour's start, and its time index (day × 24 + hour). */
  ts: number;
  x: number;
  interimPrice: number;
  dayAhead: DayAheadQuantities;
  intraday: IntradayHour;
  contracts: IntradayContract[];
  orders: BalancingInstructions;
  imbalancePrices: ImbalancePrices;
  /** Bilateral contract volume, MWh (the same on the bid and the offer side). */
  bilateral: number;
  /** Load forecast plan, MWh. */
  lep: number;
}

export function marketHours(noise: NoiseField, e: ElectricityDay): MarketHour[] {
  let meanConsumption = 0;
  for (let h = 0; h < 24; h++) meanConsumption += e.consumption[h]! / 24;
  return Array.from({ length: 24 }, (_, h) => {
    const ts = e.cal.ts + h * MS_PER_HOUR;
    const x = e.cal.day * 24 + h;
    const price = e.price[h]!;
    const consumption = e.consumption[h]!;
    const b = e.balancing[h]!;
    const g = e.generation[h]!;
    const variableShare = (g.wind + g.sun + e.renewables.embeddedSolar[h]!) / consumption;
    return {
      ts,
      x,
      interimPrice: interimMcp(noise, x, price, e.cap),
      dayAhead: dayAheadQuantities(noise, x, price, e.volume[h]!, e.solarShare[h]!),
      intraday: intradayHour(noise, x, ts, price, e.cap, b.smpDirectionId, consumption, variableShare),
      contracts: intradayContracts(x, ts),
      orders: balancingInstructions(noise, x, price, b.systemMarginalPrice, b.smpDirectionId, consumption),
      imbalancePrices: imbalancePrices(price, b.systemMarginalPrice, b.systemDirection),
      bilateral: bilateralQuantity(noise, x, consumption, meanConsumption),
      lep: loadForecast(noise, x, consumption),
    };
  });
}
