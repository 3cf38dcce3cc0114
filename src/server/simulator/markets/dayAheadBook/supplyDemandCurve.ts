// The aggregate supply and demand curves of one day-ahead hour (/v1/markets/dam/data/supply-demand): for each
// price of the day's grid, the quantity sellers offer at that price or less and buyers bid at that price or more.
// The curves are built around the published result, so they cross exactly at the hour's MCP and matched volume:
// at the MCP both equal the volume, below it demand exceeds supply, above it supply exceeds demand.
// Shape: price-independent bids (demand at the cap) and offers (supply at 0 TL: must-run and renewables) at the
// ends, most elastic supply near the MCP and little extra supply near the cap, where the curve turns steep.
import { streamId, type NoiseField } from '../../noise';

const N_SHAPE = streamId('dam.curve.shape');

/** Fixed price levels of every day's grid, as shares of the cap (the day's MCPs are added to them). */
const GRID_SHARES = [
  0, 0.005, 0.01, 0.02, 0.035, 0.05, 0.075, 0.1, 0.125, 0.15, 0.175, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6,
  0.65, 0.7, 0.75, 0.8, 0.85, 0.875, 0.9, 0.925, 0.95, 0.97, 0.985, 0.995, 1,
];

/** Smallest published quantity step, MWh: neighbouring prices never show the same quantity on the wrong side. */
const STEP = 0.01;

export interface CurvePoint {
  /** TL/MWh. */
  price: number;
  /** MWh offered at this price or less. */
  supply: number;
  /** MWh bid at this price or more. */
  demand: number;
}

export interface HourResult {
  /** Hour index (day × 24 + hour), for the noise. */
  x: number;
  /** MCP, TL/MWh (2 decimals). */
  price: number;
  /** Matched volume, MWh (2 decimals). */
  volume: number;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The day's price grid: fixed shares of the cap and every hour's MCP, ascending, without repeats. */
export function dayPriceGrid(cap: number, mcps: readonly number[]): number[] {
  const prices = new Set<number>([...GRID_SHARES.map((share) => round2(share * cap)), ...mcps.map(round2)]);
  return [...prices].filter((p) => p >= 0 && p <= cap).sort((a, b) => a - b);
}

/**
 * The curves of one hour over `grid` (which must hold the MCP, 0 and the cap). Quantities in MWh with two
 * decimals; supply never falls and demand never rises with the price.
 */
export function supplyDemandCurve(noise: NoiseField, hour: HourResult, grid: readonly number[], cap: number): CurvePoint[] {
  const { x, volume } = hour;
  const mcp = round2(hour.price);
  const u = (k: number): number => noise.uniform(N_SHAPE, x * 8 + k);
  const at = grid.indexOf(mcp);
  if (at < 0) throw new Error(`the price grid lacks the MCP ${mcp}`);

  // Ends of the curves, as shares of the volume (levels of the operator's published curves: price-independent
  // bids ≈ half the matched volume, must-run offers ≈ 60 %, about a third more supply at the cap).
  const demandAtCap = mcp >= cap ? volume : volume * (0.45 + 0.15 * u(0));
  const demandAtZero = mcp <= 0 ? volume : volume * (1.08 + 0.1 * u(1));
  const supplyAtZero = mcp <= 0 ? volume : volume * Math.min(0.85, 0.5 + 0.2 * u(2));
  const supplyAtCap = mcp >= cap ? volume : volume * (1.25 + 0.2 * u(3));
  const demandBend = 1.5 + u(4);
  const supplyBend = 0.5 + 0.4 * u(5);

  const raw = grid.map((p): CurvePoint => {
    if (p === mcp) return { price: p, supply: volume, demand: volume };
    if (p < mcp) {
      const t = p / mcp; // 0 at 0 TL, 1 at the MCP
      return {
        price: p,
        supply: supplyAtZero + (volume - supplyAtZero) * t ** (1 / supplyBend),
        demand: volume + (demandAtZero - volume) * (1 - t) ** demandBend,
      };
    }
    const t = (p - mcp) / (cap - mcp); // 0 at the MCP, 1 at the cap
    return {
      price: p,
      // Most extra supply comes just above the MCP; near the cap little more is offered (a steep curve).
      supply: volume + (supplyAtCap - volume) * (1 - (1 - t) ** 3),
      demand: demandAtCap + (volume - demandAtCap) * (1 - t) ** demandBend,
    };
  });
  return strictlyCrossing(raw.map((point) => ({ price: point.price, supply: round2(point.supply), demand: round2(point.demand) })), at);
}

/**
 * Rounding may bring a price next to the MCP onto the volume itself; walk away from the MCP and keep each side
 * at least one step off the volume on its own side, so the crossing is the MCP alone.
 */
function strictlyCrossing(points: CurvePoint[], at: number): CurvePoint[] {
  for (let i = at + 1; i < points.length; i++) {
    const previous = points[i - 1]!;
    const point = points[i]!;
    point.supply = Math.max(point.supply, round2(previous.supply + (i === at + 1 ? STEP : 0)));
    point.demand = Math.min(point.demand, round2(previous.demand - (i === at + 1 ? STEP : 0)));
  }
  for (let i = at - 1; i >= 0; i--) {
    const next = points[i + 1]!;
    const point = points[i]!;
    point.supply = Math.min(point.supply, round2(next.supply - (i === at - 1 ? STEP : 0)));
    point.demand = Math.max(point.demand, round2(next.demand + (i === at - 1 ? STEP : 0)));
  }
  return points;
}
