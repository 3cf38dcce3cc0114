// The market module of consumer and meter counts, the monthly index and the profile coefficients (see ../marketDayModule.ts).
// Monthly counts sit at the month's first hour and are pushed on its first day; the profile coefficients are hourly
// rows of every day, divided by their month's totals, which read the month's other days through chainOf. They are
// the national profile; each distribution company's is a view over them and the companies' tilts (companyTilts.ts,
// a registry of the module).
import { calendarDay, MS_PER_HOUR, parseDay } from '../../calendar';
import type { ElectricityDay } from '../../electricityDay';
import type { MarketDayContext, MarketDayModule } from '../marketDayModule';
import { monthIndex } from '../marketReports/eligibleMeterCounts';
import { companyTilts } from './companyTilts';
import { districtEligibleCounts } from './districtEligibleCounts';
import { monthlyIndex } from './monthlyIndex';
import { COEFFICIENT_PROFILE_GROUPS, dayCoefficients, hourWeights, METER_READING_TYPES, monthTotals, type MonthTotals } from './profileCoefficients';
import { meterQuantity, provinceSectorCounts, subscriberCounts } from './subscriberCounts';

export const CONSUMER_COUNT_DATASETS = {
  meterCount: 'consumption.meter-count',
  subscriberCounts: 'consumption.st-adedi',
  districtCounts: 'consumption.eligible-consumer-count',
  multipleFactor: 'consumption.multiple-factor',
  multipleFactorTilts: 'consumption.multiple-factor-tilts',
  monthlyIndex: 'consumption.monthly-index',
} as const;
const D = CONSUMER_COUNT_DATASETS;

/** The chains of every day of the month of `day` (the day being built is `e`; chainOf keeps the others for the world loop). */
function monthDays({ e, chainOf }: MarketDayContext, day: number): ElectricityDay[] {
  const cal = calendarDay(day);
  const days: ElectricityDay[] = [];
  for (let d = day - cal.dayOfMonth + 1; calendarDay(d).month === cal.month; d++) days.push(d === e.cal.day ? e : chainOf(d));
  return days;
}

const INDEX_BASE_DAY = parseDay('2024-01-01');

function addMonth(context: MarketDayContext): void {
  const { noise, e, dayRows, push } = context;
  const ts = e.cal.ts;
  const index = monthIndex(e.cal.year, e.cal.month);
  const cells = provinceSectorCounts(noise, index);
  const groups = subscriberCounts(cells);
  push(D.meterCount, { ts, meterQuantity: meterQuantity(groups) });
  for (const g of groups) push(D.subscriberCounts, { ts, ...g });
  for (const row of districtEligibleCounts(noise, index, cells)) {
    push(D.districtCounts, { ts, ...row, profileGroupName: row.customerProfileGroup });
  }
  const yekdem = dayRows['yekdem.monthly']?.[0];
  if (!yekdem) throw new Error(`consumerCounts: ${e.cal.key} has no yekdem.monthly row`);
  const days = monthDays(context, e.cal.day);
  for (const row of monthlyIndex(noise, days, monthDays(context, INDEX_BASE_DAY), Number(yekdem.unitCost))) push(D.monthlyIndex, { ts, ...row });
}

/** Month totals of the profile weights, per seed, month and group: computed on the month's first day seen. */
const totalsCache = new Map<string, MonthTotals>();

function totalsOf(context: MarketDayContext, groupIndex: number): MonthTotals {
  const { noise, e } = context;
  const key = `${noise.seed}:${e.cal.year}-${e.cal.month}:${groupIndex}`;
  let totals = totalsCache.get(key);
  if (!totals) {
    totals = monthTotals(noise, monthDays(context, e.cal.day), groupIndex);
    totalsCache.set(key, totals);
  }
  return totals;
}

function addCoefficients(context: MarketDayContext): void {
  const { noise, e, push } = context;
  COEFFICIENT_PROFILE_GROUPS.forEach((group, g) => {
    const weights = hourWeights(noise, e, g);
    const totals = totalsOf(context, g);
    for (const type of METER_READING_TYPES) {
      dayCoefficients(weights, totals, type.bands).forEach((multiplier, h) => {
        push(D.multipleFactor, {
          ts: e.cal.ts + h * MS_PER_HOUR, meterReadingType: type.id, subscriberProfileGroup: group.id,
          multiplier: Math.round(multiplier * 1e9) / 1e9,
        });
      });
    }
  });
}

export const consumerCountsModule: MarketDayModule = {
  name: 'consumerCounts',
  datasets: Object.values(CONSUMER_COUNT_DATASETS),
  addDay(context) {
    if (context.e.cal.dayOfMonth === 1) addMonth(context);
    addCoefficients(context);
  },
  registries(seed) {
    return { [D.multipleFactorTilts]: companyTilts(seed).map((t) => ({ ...t })) };
  },
};
