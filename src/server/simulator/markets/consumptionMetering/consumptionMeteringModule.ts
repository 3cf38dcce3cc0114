// The market module of settlement withdrawal (UEÇM), consumption quantities and the demand forecast (see ../marketDayModule.ts).
// Every day: the hourly settlement withdrawal and its eligible part, and the day's withdrawal under supply
// liability (settlementWithdrawal.ts). On a month's first day: the month's splits by province and consumer sector
// (monthlyConsumption.ts), from the settlement withdrawal of every day of the month (read through chainOf). Once
// per world: the long-term demand forecast (demandForecast.ts).
import { calendarDay, MS_PER_HOUR } from '../../calendar';
import { createNoise } from '../../noise';
import type { MarketDayContext, MarketDayModule } from '../marketDayModule';
import { monthIndex } from '../marketReports/eligibleMeterCounts';
import { demandForecastRows } from './demandForecast';
import { monthConsumption } from './monthlyConsumption';
import { settlementWithdrawal } from './settlementWithdrawal';

export const CONSUMPTION_METERING_DATASETS = {
  uecm: 'consumption.uecm',
  stUecm: 'consumption.st-uecm',
  underSupplyLiability: 'consumption.withdrawal-under-supply-liability',
  consumptionQuantity: 'consumption.consumption-quantity',
  consumerQuantity: 'consumption.consumer-quantity',
  percentage: 'consumption.percentage-info',
  eligibleConsumers: 'consumption.eligible-consumer-quantity',
  demandForecast: 'consumption.demand-forecast',
} as const;
const D = CONSUMPTION_METERING_DATASETS;

function addMonth({ noise, e, chainOf, push }: MarketDayContext): void {
  const { cal } = e;
  let total = 0;
  let eligible = 0;
  for (let d = cal.day; calendarDay(d).month === cal.month; d++) {
    const day = settlementWithdrawal(noise, d === cal.day ? e : chainOf(d));
    for (let h = 0; h < 24; h++) {
      total += day.swv[h]!;
      eligible += day.st[h]!;
    }
  }
  const month = monthConsumption(noise, cal.month, monthIndex(cal.year, cal.month), { total, eligible });
  const ts = cal.ts;
  for (const row of month.consumption) push(D.consumptionQuantity, { ts, ...row });
  for (const row of month.consumers) push(D.consumerQuantity, { ts, ...row });
  for (const row of month.percentages) push(D.percentage, { ts, ...row });
  for (const row of month.eligibleConsumers) push(D.eligibleConsumers, { ts, ...row });
}

export const consumptionMeteringModule: MarketDayModule = {
  name: 'consumptionMetering',
  datasets: Object.values(D),
  addDay(context) {
    const { e, push } = context;
    const day = settlementWithdrawal(context.noise, e);
    for (let h = 0; h < 24; h++) {
      const ts = e.cal.ts + h * MS_PER_HOUR;
      push(D.uecm, { ts, swv: day.swv[h]! });
      push(D.stUecm, { ts, st: day.st[h]! });
    }
    push(D.underSupplyLiability, { ts: e.cal.ts, wqusl: day.wqusl });
    if (e.cal.dayOfMonth === 1) addMonth(context);
  },
  registries(seed) {
    return { [D.demandForecast]: demandForecastRows(createNoise(seed)) };
  },
};
