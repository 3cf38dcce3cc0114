// The hour's cross-border flows, MW, from the net import of the real-time generation (importExport of
// generationMix.ts: + import, − export). Georgia first sends its usual flow (more in the wet summer months,
// when its hydro plants run); the rest crosses the ENTSO-E borders, in both directions at once (traders' loop
// flows of 30–90 MW), split between Bulgaria and Greece in proportion to their allocated capacity and never
// above it. What the ENTSO-E borders cannot carry goes over the asynchronous Georgian link, so the imports less
// the exports of all borders are the net import exactly.
import { streamId, type NoiseField } from '../../noise';
import { AUCTIONED_DIRECTIONS } from './borders';

const N_GEORGIA = streamId('interconnection.flow.georgia');
const N_LOOP = streamId('interconnection.flow.loop');

/** Georgia's usual import into Turkey in hour `x` (day × 24 + hour) of `month` (1–12), MW. */
export function georgiaBaseFlow(noise: NoiseField, x: number, month: number): number {
  const wet = month >= 5 && month <= 8 ? 260 : 90;
  return Math.max(0, wet + 40 * noise.smooth(N_GEORGIA, x / 24));
}

/** The gross flow both ways over the ENTSO-E borders that nets out, MW. */
export function loopFlow(noise: NoiseField, x: number): number {
  return 30 + 60 * noise.uniform(N_LOOP, x);
}

export interface HourFlows {
  /** MW per auctioned direction code (TRBG, BGTR, TRGR, GRTR), ≥ 0. */
  byDirection: Record<string, number>;
  /** Net flow from Georgia, MW (+ import, − export). */
  georgia: number;
  /** All imports, MW (nominal-capacity offerQuantity). */
  imports: number;
  /** All exports, MW (nominal-capacity bidQuantity). */
  exports: number;
}

/** How much each auctioned direction should carry in the hour, before capacity limits, MW. */
export function wantedFlows(netImport: number, georgiaBase: number, loop: number, weights: Record<string, number>): Record<string, number> {
  const entso = netImport - georgiaBase;
  const gross = { 1: Math.max(entso, 0) + loop, [-1]: Math.max(-entso, 0) + loop } as Record<number, number>;
  const wanted: Record<string, number> = {};
  for (const d of AUCTIONED_DIRECTIONS) {
    const same = AUCTIONED_DIRECTIONS.filter((o) => o.sign === d.sign).reduce((s, o) => s + weights[o.code]!, 0);
    wanted[d.code] = same > 0 ? (gross[d.sign]! * weights[d.code]!) / same : 0;
  }
  return wanted;
}

/** `allocated` MW per auctioned direction in the hour: the flows never exceed it. */
export function hourFlows(netImport: number, georgiaBase: number, loop: number, allocated: Record<string, number>): HourFlows {
  const wanted = wantedFlows(netImport, georgiaBase, loop, allocated);
  const byDirection: Record<string, number> = {};
  let entsoImports = 0;
  let entsoExports = 0;
  for (const d of AUCTIONED_DIRECTIONS) {
    const flow = Math.min(wanted[d.code]!, allocated[d.code]!);
    byDirection[d.code] = flow;
    if (d.sign === 1) entsoImports += flow; else entsoExports += flow;
  }
  const georgia = netImport - (entsoImports - entsoExports);
  return {
    byDirection,
    georgia,
    imports: entsoImports + Math.max(georgia, 0),
    exports: entsoExports + Math.max(-georgia, 0),
  };
}
