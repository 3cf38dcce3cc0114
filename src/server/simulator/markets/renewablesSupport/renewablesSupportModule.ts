// The market module of the renewables support mechanism (YEKDEM) in detail (see ../marketDayModule.ts): each
// hour the licensed portfolio's generation, injection, feed-in cost and the mechanism's income by source, the
// licence-exempt feed-in (licensedHour.ts, from the settlement hour of ../../yekdem.ts, so the month adds up
// to yekdem.monthly), the portfolio's forecast, imbalance, its cost and day-ahead offer, and the wind fleet
// against its forecast (portfolioForecast.ts); on a month's first day the licence-exempt feed-in cost of the
// month and the month's installed capacity, old and new (installedCapacity.ts). The participant list by year is a
// registry (participants.ts).
import { MS_PER_HOUR } from '../../calendar';
import { calendarDay } from '../../calendar';
import { yekdemHour } from '../../yekdem';
import type { MarketDayModule } from '../marketDayModule';
import type { ImbalancePrices } from '../../imbalancePrices';
import { installedCapacityRow } from './installedCapacity';
import { licensedHour } from './licensedHour';
import { participantRows } from './participants';
import { generationForecast, portfolioBalance, windHour } from './portfolioForecast';
import { yekdemPlants, type YekdemPlant } from './yekdemPlants';

export const RENEWABLES_SUPPORT_DATASETS = {
  licensedGeneration: 'renewables.licensed-generation',
  licensedInjection: 'renewables.licensed-injection',
  licensedCost: 'renewables.licensed-cost',
  income: 'renewables.income',
  unlicensedAmount: 'renewables.unlicensed-amount',
  unlicensedCost: 'renewables.unlicensed-cost',
  forecast: 'renewables.generation-forecast',
  windForecast: 'renewables.wind-generation-forecast',
  portfolio: 'renewables.portfolio-balance',
  participants: 'renewables.participants',
  installedCapacity: 'renewables.installed-capacity',
  plants: 'renewables.yekdem-plants',
} as const;
const D = RENEWABLES_SUPPORT_DATASETS;

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** The plants in the mechanism, drawn once per seed (the registry is a pure function of it). */
const plantsOfSeed = new Map<number, YekdemPlant[]>();
function plantsOf(seed: number): YekdemPlant[] {
  let plants = plantsOfSeed.get(seed);
  if (!plants) plantsOfSeed.set(seed, (plants = yekdemPlants(seed)));
  return plants;
}

export const renewablesSupportModule: MarketDayModule = {
  name: 'renewablesSupport',
  datasets: Object.values(D),
  addDay(ctx) {
    const { e, noise } = ctx;
    const prices = ctx.dayRows['imbalance.prices'] as unknown as readonly ImbalancePrices[] | undefined;
    for (let h = 0; h < 24; h++) {
      const ts = e.cal.ts + h * MS_PER_HOUR;
      const rows = licensedHour(e, h);
      ctx.push(D.licensedGeneration, { ts, ...rows.generation }); // stored as the rollup; plants are a view
      ctx.push(D.licensedInjection, { ts, ...rows.injection });
      ctx.push(D.licensedCost, { ts, ...rows.cost });
      ctx.push(D.income, { ts, ...rows.income });
      ctx.push(D.unlicensedAmount, { ts, ...rows.unlicensed });
      const forecast = generationForecast(noise, rows.injection, e.cal.day * 24 + h);
      ctx.push(D.forecast, { ts, ...forecast });
      ctx.push(D.windForecast, { ts, ...windHour(noise, e, h) });
      const price = prices?.[h] ?? { ptf: e.price[h]!, positiveImbalance: e.price[h]!, negativeImbalance: e.price[h]! };
      ctx.push(D.portfolio, { ts, ...portfolioBalance(rows.injection.toplam, forecast.toplam, price) });
    }
    if (e.cal.dayOfMonth === 1) {
      let exempt = 0;
      for (let d = e.cal.day; calendarDay(d).month === e.cal.month; d++) {
        const day = d === e.cal.day ? e : ctx.chainOf(d);
        for (let h = 0; h < 24; h++) exempt += yekdemHour(day, h).exemptCost;
      }
      const gunes = round2(exempt);
      ctx.push(D.unlicensedCost, { ts: e.cal.ts, toplam: gunes, ruzgar: 0, biyogaz: 0, kanalTipi: 0, biyokutle: 0, gunes, diger: 0 });
      ctx.push(D.installedCapacity, { ts: e.cal.ts, ...installedCapacityRow(plantsOf(noise.seed), e.cal.year) });
    }
  },
  registries(seed) {
    return {
      [D.participants]: participantRows(seed),
      [D.plants]: plantsOf(seed).map((p) => ({ powerPlantId: p.plant.id, source: p.source, entryYear: p.entryYear })),
    };
  },
};
