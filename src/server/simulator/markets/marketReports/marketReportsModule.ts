// The market module of market reports (see ../marketDayModule.ts): the reporting service's daily report and BPM
// instruction reports, the eligible consumers' meter counts, and the retroactive adjustment (GDDK) of meter
// readings. Hourly rows hold only what no other dataset has (the programme, undelivered instructions, instruction
// prices); the descriptors join them to the datasets that hold the rest. Monthly rows sit at the month's first
// hour, like yekdem.monthly: the adjustment of a month reads the rest of its days through chainOf.
import { wallMsToIso } from '../../../datasets/publishedBefore';
import type { BalancingInstructions } from '../../balancingInstructions';
import { calendarDay, MS_PER_HOUR } from '../../calendar';
import type { MarketDayContext, MarketDayModule } from '../marketDayModule';
import { instructionPriceFields, instructionsByCode } from './bpmInstructionsByCode';
import { addMarketVolumes, MARKET_VOLUME_DATASETS } from './marketVolumes';
import { eligibleMeterMonth, monthIndex } from './eligibleMeterCounts';
import { finalProductionProgramme } from './finalProductionProgramme';
import { meterReaders } from './meterReaders';
import { monthEnergy } from './monthEnergy';
import { retroactiveAdjustmentSum } from './retroactiveAdjustmentSum';
import { retroactiveMeterCounts } from './retroactiveMeterCounts';
import { retroactiveVolumes } from './retroactiveVolumes';
import { undeliveredInstructions } from './undeliveredInstructions';

export const MARKET_REPORT_DATASETS = {
  dailyReport: 'reporting.daily-report',
  bpmInstructions: 'reporting.bpm-instructions',
  eligibleMeters: 'reporting.eligible-meter-counts',
  meterCount: 'retroactive.meter-count',
  meterVolume: 'retroactive.meter-volume',
  adjustmentSum: 'retroactive.adjustment-sum',
} as const;
const D = MARKET_REPORT_DATASETS;

function addHours({ noise, e, dayRows, push }: MarketDayContext): void {
  const orders = dayRows['bpm.order-summary'];
  if (orders?.length !== 24) throw new Error(`marketReports: ${e.cal.key} has ${orders?.length ?? 0} bpm.order-summary rows, not 24`);
  for (let h = 0; h < 24; h++) {
    const ts = e.cal.ts + h * MS_PER_HOUR;
    const x = e.cal.day * 24 + h;
    const order = orders[h] as unknown as BalancingInstructions;
    const b = e.balancing[h]!;
    push(D.dailyReport, { ts, kgup: finalProductionProgramme(noise, x, e.generation[h]!.total), ...undeliveredInstructions(order) });
    const codes = instructionsByCode(noise, x, order, { mcp: e.price[h]!, smp: b.systemMarginalPrice, direction: b.smpDirectionId, cap: e.cap });
    push(D.bpmInstructions, { ts, ...instructionPriceFields(codes) });
  }
}

function addMonth({ noise, e, chainOf, push }: MarketDayContext): void {
  const { cal } = e;
  const ts = cal.ts;
  const index = monthIndex(cal.year, cal.month);
  push(D.eligibleMeters, { ts, ...eligibleMeterMonth(noise, index) });
  const readers = meterReaders(noise.seed);
  for (const row of retroactiveMeterCounts(noise, index, readers)) push(D.meterCount, { ts, ...row });
  const days = [e];
  for (let d = cal.day + 1; calendarDay(d).month === cal.month; d++) days.push(chainOf(d));
  const energy = monthEnergy(days);
  // One adjustment version per period, published with the month's settlement (the 15th of the next month).
  const version = wallMsToIso(Date.UTC(cal.year, cal.month, 15));
  const volumes = retroactiveVolumes(noise, index, energy, readers);
  for (const row of volumes) push(D.meterVolume, { ts, version, ...row });
  push(D.adjustmentSum, { ts, version, ...retroactiveAdjustmentSum(volumes, energy.meanMcp) });
}

export const marketReportsModule: MarketDayModule = {
  name: 'marketReports',
  datasets: [...Object.values(MARKET_REPORT_DATASETS), ...Object.values(MARKET_VOLUME_DATASETS)],
  addDay(context) {
    addHours(context);
    if (context.e.cal.dayOfMonth === 1) addMonth(context);
    addMarketVolumes(context);
  },
};
