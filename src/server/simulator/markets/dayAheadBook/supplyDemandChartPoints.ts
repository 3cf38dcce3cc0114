// The points of the supply-demand chart of one hour (/v1/markets/dam/data/supply-demand-chart-data): the two
// curves of supplyDemandCurve.ts read the other way round, price as a function of the quantity, on one grid of
// quantities so a chart draws both over the same axis: at each amount the price the last MWh of supply asks
// and the price the last MWh of demand bids. The grid holds the matched volume itself, where both prices are
// the MCP: the crossing a reader looks for.
import type { CurvePoint } from './supplyDemandCurve';

/** Evenly spaced amounts per hour (the matched volume is added to them). */
const AMOUNT_STEPS = 40;

export interface ChartPoint {
  /** MWh. */
  amount: number;
  /** TL/MWh: the cheapest price at which this much is offered (the cap once supply runs out). */
  supplyPrice: number;
  /** TL/MWh: the highest price at which this much is bid (0 once demand runs out). */
  demandPrice: number;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Chart points of an hour's curve (ascending prices, from 0 to the cap) whose matched volume is `volume`. */
export function supplyDemandChartPoints(curve: readonly CurvePoint[], volume: number): ChartPoint[] {
  const first = curve[0]!;
  const last = curve.at(-1)!;
  const low = Math.min(first.supply, last.demand);
  const high = Math.max(last.supply, first.demand);
  const amounts = new Set<number>([volume]);
  for (let i = 0; i <= AMOUNT_STEPS; i++) amounts.add(round2(low + ((high - low) * i) / AMOUNT_STEPS));
  return [...amounts].sort((a, b) => a - b).map((amount) => ({
    amount,
    supplyPrice: curve.find((p) => p.supply >= amount)?.price ?? last.price,
    demandPrice: curve.findLast((p) => p.demand >= amount)?.price ?? first.price,
  }));
}
