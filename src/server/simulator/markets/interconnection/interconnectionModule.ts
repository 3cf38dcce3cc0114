// The market module of interconnection capacities, notices, congestion cost, loss factors and the zero balance (see ../marketDayModule.ts).
// Hourly rows: the ENTSO-E directions' capacities, the nominations and the loss factor; daily rows: the daily
// capacity auctions and the congestion cost by city; monthly rows (the month's first day): the monthly capacity
// forecast and auctions and the month's zero-balance adjustment, which reads the rest of its days via chainOf;
// yearly rows (1 January): the yearly auctions (the yearly forecast rides on the monthly rows). Notices sit at their start hour.
import { wallMsToIso } from '../../../datasets/publishedBefore';
import { calendarDay, MS_PER_HOUR } from '../../calendar';
import { UMM_REGIONS } from '../../marketMessages';
import type { MarketDayContext, MarketDayModule } from '../marketDayModule';
import { AUCTIONED_DIRECTIONS, FORECAST_DIRECTIONS } from './borders';
import { capacityAuction } from './capacityAuction';
import { monthForecast, yearForecast } from './capacityForecasts';
import { constrainedCities, dayCongestionCost, shareOverCities, type ConstraintHour } from './congestionCost';
import { interconnectionDay } from './interconnectionDay';
import { lineEventRow } from './lineEvents';
import { lossFactorHour } from './lossFactor';
import { zeroBalanceMonth } from './zeroBalanceBreakdown';

export const INTERCONNECTION_DATASETS = {
  lineCapacities: 'transmission.line-capacities',
  capacityDemand: 'transmission.capacity-demand',
  monthForecast: 'transmission.tcat-month-forecast',
  nominalCapacity: 'transmission.nominal-capacity',
  lineEvents: 'transmission.line-events',
  congestionCost: 'transmission.congestion-cost-by-region',
  lossFactor: 'transmission.loss-factor-by-region',
  zeroBalance: 'transmission.zero-balance',
} as const;
const D = INTERCONNECTION_DATASETS;
/** Turkey is one bidding zone: the region of the congestion cost and loss factor rows (region-list). */
const BIDDING_ZONE = UMM_REGIONS[0].regionShortName;

const round1 = (x: number): number => Math.round(x * 10) / 10;
const pad = (n: number): string => String(n).padStart(2, '0');

function addHours({ noise, e, push }: MarketDayContext): void {
  const day = interconnectionDay(noise, e);
  let meanLoad = 0;
  for (let h = 0; h < 24; h++) meanLoad += e.consumption[h]! / 24;
  for (let h = 0; h < 24; h++) {
    const ts = e.cal.ts + h * MS_PER_HOUR;
    for (const d of AUCTIONED_DIRECTIONS) {
      const { totalCapacity, availableCapacity } = day.hours[d.code]![h]!;
      push(D.lineCapacities, { ts, direction: d.code, totalCapacity, availableCapacity });
    }
    const flow = day.flows[h]!;
    push(D.nominalCapacity, { ts, bidQuantity: round1(flow.exports), offerQuantity: round1(flow.imports) });
    push(D.lossFactor, { ts, region: BIDDING_ZONE, ...lossFactorHour(noise, e.cal.day * 24 + h, e.consumption[h]!, meanLoad) });
  }
  const dateCode = e.cal.key.replaceAll('-', '');
  for (const d of AUCTIONED_DIRECTIONS) {
    push(D.capacityDemand, { ts: e.cal.ts, direction: d.code, auctionCode: `${d.code}-G-${dateCode}`, ...day.auctions[d.code]! });
  }
  const nextDay = calendarDay(e.cal.day + 1);
  for (const ev of day.events) push(D.lineEvents, { ts: e.cal.ts + ev.startHour * MS_PER_HOUR, ...lineEventRow(ev, e.cal, nextDay) });
}

function addCongestion({ noise, e, dayRows, push }: MarketDayContext): void {
  const orders = dayRows['bpm.order-summary'];
  const prices = dayRows['reporting.bpm-instructions'];
  if (orders?.length !== 24 || prices?.length !== 24) throw new Error(`interconnection: ${e.cal.key} lacks the day's balancing instructions`);
  const hours: ConstraintHour[] = orders.map((o, h) => ({
    upQuantity: o.upRegulationOneCoded as number,
    downQuantity: o.downRegulationOneCoded as number,
    upAverage: prices[h]!.yalBirAgrOrt as number,
    downAverage: prices[h]!.yatBirAgrOrt as number,
    mcp: e.price[h]!,
    smp: e.balancing[h]!.systemMarginalPrice,
  }));
  const totals = dayCongestionCost(hours);
  const cities = constrainedCities(noise, e.cal.day);
  for (const [orderType, byPrice] of Object.entries(totals)) {
    for (const [priceType, total] of Object.entries(byPrice)) {
      shareOverCities(total, cities).forEach((congestionCost, i) => {
        push(D.congestionCost, { ts: e.cal.ts, region: BIDDING_ZONE, orderType, priceType, cityName: cities[i]!.name, congestionCost });
      });
    }
  }
}

function monthEnd(year: number, month: number): string {
  return wallMsToIso(Date.UTC(year, month, 1) - MS_PER_HOUR);
}

function addMonth({ noise, e, chainOf, push }: MarketDayContext): void {
  const { cal } = e;
  const monthCode = `${cal.year}${pad(cal.month)}`;
  const yearStart = Date.UTC(cal.year, 0, 1);
  for (const d of FORECAST_DIRECTIONS) {
    const f = monthForecast(noise, d, cal.year, cal.month);
    const y = yearForecast(noise, d, cal.year);
    push(D.monthForecast, {
      ts: cal.ts, direction: d.code, transferStart: wallMsToIso(cal.ts), transferEnd: monthEnd(cal.year, cal.month), connType: d.connType, ...f,
      // The year's forecast, repeated on each of its months: tcat-pre-year-forecast reads it from any month of its range.
      td: d.code, startsAt: wallMsToIso(yearStart), endsAt: monthEnd(cal.year, 12), yearNtc: y.ntc, yearAtc: y.atc, yearAc: y.ac,
    });
  }
  AUCTIONED_DIRECTIONS.forEach((d, i) => {
    const monthly = monthForecast(noise, d, cal.year, cal.month).alloc - yearForecast(noise, d, cal.year).ac;
    const auction = capacityAuction(noise, (cal.year * 12 + cal.month) * 8 + i, monthly, monthly, 1500);
    push(D.capacityDemand, { ts: cal.ts, direction: d.code, auctionCode: `${d.code}-A-${monthCode}`, ...auction });
  });
  const days = [e];
  for (let day = cal.day + 1; calendarDay(day).month === cal.month; day++) days.push(chainOf(day));
  push(D.zeroBalance, { ts: cal.ts, ...zeroBalanceMonth(noise, days) });
}

function addYear({ noise, e, push }: MarketDayContext): void {
  const { cal } = e;
  AUCTIONED_DIRECTIONS.forEach((d, i) => {
    const yearly = yearForecast(noise, d, cal.year).ac;
    const auction = capacityAuction(noise, 10_000_000 + cal.year * 8 + i, yearly, yearly, 15_000);
    push(D.capacityDemand, { ts: cal.ts, direction: d.code, auctionCode: `${d.code}-Y-${cal.year}`, ...auction });
  });
}

export const interconnectionModule: MarketDayModule = {
  name: 'interconnection',
  datasets: Object.values(INTERCONNECTION_DATASETS),
  addDay(context) {
    addHours(context);
    addCongestion(context);
    if (context.e.cal.dayOfMonth === 1) addMonth(context);
    if (context.e.cal.dayOfMonth === 1 && context.e.cal.month === 1) addYear(context);
  },
};
