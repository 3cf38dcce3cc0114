// The maximum settlement price (AUF, /v1/markets/data/maximum-settlement-price) of a delivery month: the price
// cap the day-ahead clearing applies that month (prices.ts, priceCap), so no MCP is ever above it, and the
// source-based ceilings beside it. Gas plants set the cap, so their ceiling is the cap itself; plants with
// cheaper fuel are settled at most at a lower share of it (levels chosen, see the simulator README).
import { toWallIso } from '../../toWallIso';

/** Source-based ceilings as shares of the cap. */
const SOURCE_SHARES = { naturalGas: 1, importedCoal: 0.85, localCoal: 0.7, other: 0.55 } as const;

export interface MaximumSettlementPrice {
  /** The month's first day, Istanbul time (ISO with +03:00). */
  startDate: string;
  /** The month's last day, Istanbul time (ISO with +03:00). */
  endDate: string;
  gopMaxPrice: number;
  naturalGas: number;
  importedCoal: number;
  localCoal: number;
  other: number;
}

/** The AUF row of the month starting at wall-clock ms `monthStart`, whose cap is `cap` TL/MWh. */
export function maximumSettlementPrice(monthStart: number, cap: number): MaximumSettlementPrice {
  const start = new Date(monthStart);
  const lastDay = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0);
  const ceiling = (share: number): number => Math.round(cap * share * 100) / 100;
  return {
    startDate: toWallIso(monthStart),
    endDate: toWallIso(lastDay),
    gopMaxPrice: cap,
    naturalGas: ceiling(SOURCE_SHARES.naturalGas),
    importedCoal: ceiling(SOURCE_SHARES.importedCoal),
    localCoal: ceiling(SOURCE_SHARES.localCoal),
    other: ceiling(SOURCE_SHARES.other),
  };
}
