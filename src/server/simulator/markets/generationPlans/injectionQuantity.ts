// Settlement injection quantities (UEVM) of one hour: what the settlement meters read at the plants' grid
// connections and at the borders. Each source's reading is its real-time generation × (1 + m), m a metering
// difference with a 0.3 % spread cut at ±1 % (the real-time figure comes from SCADA, the settlement from the
// meters); the cross-border exchange is read exactly and split into imports (importExport > 0) and exports
// (importExport < 0, answered as a positive quantity). `total` adds the sources and the imports: what entered
// the grid. So total − internationalImport is within 1 % of the hour's real-time generation without exchange.
import { mix32 } from '../../prng';
import { streamId, type NoiseField } from '../../noise';
import type { GenerationHour } from '../../generationMix';
import { INJECTION_COLUMN_OF, INJECTION_COLUMNS, PLANNED_SOURCES } from './planCategories';

export const METERING_SIGMA = 0.003;
export const METERING_BOUND = 0.01;

const N_METER = streamId('uevm.meteringDifference');
const round2 = (x: number): number => Math.round(x * 100) / 100;

export function injectionQuantity(noise: NoiseField, hourIndex: number, generation: GenerationHour): Record<string, number> {
  const row: Record<string, number> = {};
  for (const column of INJECTION_COLUMNS) row[column] = 0;
  PLANNED_SOURCES.forEach((source, k) => {
    const m = Math.max(-METERING_BOUND, Math.min(METERING_BOUND, METERING_SIGMA * noise.normal(mix32(N_METER ^ (k + 1)), hourIndex)));
    row[INJECTION_COLUMN_OF[source]]! += round2(Math.max(0, generation[source]) * (1 + m));
  });
  row.internationalImport = round2(Math.max(0, generation.importExport));
  row.internationalExport = round2(Math.max(0, -generation.importExport));
  let total = 0;
  for (const column of INJECTION_COLUMNS) if (column !== 'internationalExport') total += row[column]!;
  return { total: round2(total), ...row };
}
