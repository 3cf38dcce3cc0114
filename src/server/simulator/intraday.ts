// Intraday market (GİP/IDM). Each delivery hour is traded as an hourly contract (PHyymmddhh) from the
// afternoon before until shortly before delivery; 4-hour block contracts (PByymmddhh-04) cover the day too.
// The weighted average price tracks the MCP (data-stats §12, table B3: mean |WAP − MCP| ≈ 5 % of the price,
// mean WAP slightly below MCP): participants short of energy in a deficit hour pay a little above the MCP,
// a surplus pushes it below, and a balanced system trades close to it.
import type { SmpDirectionId } from './balancing';
import { streamId, type NoiseField } from './noise';

const N_SLOW = streamId('idm.wap.slow');
const N_FAST = streamId('idm.wap.fast');
const N_VOLUME = streamId('idm.volume');
const N_VOLUME_FAST = streamId('idm.volume.fast');
const N_RANGE = streamId('idm.range');

/** Mean deviation of the WAP from the MCP, and its spread, by system direction (1 deficit, 2 surplus, 3 balanced). */
const BIAS: Record<SmpDirectionId, number> = { 1: 0.022, 2: -0.04, 3: 0 };
const SPREAD: Record<SmpDirectionId, number> = { 1: 0.05, 2: 0.055, 3: 0.015 };

export const HOURLY_CONTRACT_TYPE = 'Saatlik';
export const BLOCK_CONTRACT_TYPE = 'Blok';
/** kontratTur codes of /v1/data/gip-kontrat. */
export const HOURLY_CONTRACT_CODE = 1;
export const BLOCK_CONTRACT_CODE = 2;
const BLOCK_HOURS = 4;

const round2 = (x: number): number => Math.round(x * 100) / 100;
const round1 = (x: number): number => Math.round(x * 10) / 10;
const two = (n: number): string => String(n).padStart(2, '0');

/** The contract name of the hour starting at wall-clock `ts`: PH + yymmddhh (a block adds -hh of its length). */
export function contractName(ts: number, blockHours = 0): string {
  const d = new Date(ts);
  const stamp = `${two(d.getUTCFullYear() % 100)}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}${two(d.getUTCHours())}`;
  return blockHours > 0 ? `PB${stamp}-${two(blockHours)}` : `PH${stamp}`;
}

export interface IntradayHour {
  // /v1/markets/idm/data/weighted-average-price
  wap: number;
  // /v1/markets/idm/data/min-max-matching-price
  contractType: string;
  contractName: string;
  minMatchingPrice: number;
  maxMatchingPrice: number;
  // /v1/markets/idm/data/matching-quantity and trade-value (Turkish field names in the reference)
  kontratTuru: string;
  kontratAdi: string;
  clearingQuantityAsk: number;
  clearingQuantityBid: number;
  tradingVolume: number;
}

/**
 * The hourly contract of hour index `x` delivered at `ts`. Matched quantity ≈ 5 % of consumption, more when
 * wind and solar (whose forecast errors are traded here) cover more of the hour; the trade value is
 * quantity × WAP, so WAP = value / quantity up to rounding.
 */
export function intradayHour(
  noise: NoiseField, x: number, ts: number, mcp: number, cap: number, direction: SmpDirectionId, consumption: number, variableShare: number,
): IntradayHour {
  const deviation = BIAS[direction] + SPREAD[direction] * (0.6 * noise.smooth(N_SLOW, x / 4) + 0.8 * noise.normal(N_FAST, x));
  // Near-zero MCP hours still trade at a few TL (a zero MCP hour has WAP > 0, data-stats B3).
  const floor = mcp < 150 ? 2 + 40 * noise.uniform(N_RANGE, x * 3 + 2) : 0;
  const wap = round2(Math.min(cap, Math.max(0.5, mcp * (1 + Math.max(-0.3, Math.min(0.3, deviation))) + floor)));
  const quantity = round1(consumption * (0.04 + 0.06 * variableShare) * Math.exp(0.15 * noise.smooth(N_VOLUME, x / 8) + 0.12 * noise.normal(N_VOLUME_FAST, x)));
  const low = noise.uniform(N_RANGE, x * 3);
  const high = noise.uniform(N_RANGE, x * 3 + 1);
  const name = contractName(ts);
  return {
    wap,
    contractType: HOURLY_CONTRACT_TYPE,
    contractName: name,
    minMatchingPrice: round2(Math.max(0, Math.min(wap, wap * (1 - 0.02 - 0.13 * low * low)))),
    maxMatchingPrice: round2(Math.min(cap, Math.max(wap, wap * (1 + 0.02 + 0.1 * high * high)))),
    kontratTuru: HOURLY_CONTRACT_TYPE,
    kontratAdi: name,
    clearingQuantityAsk: quantity,
    clearingQuantityBid: quantity,
    tradingVolume: round2(wap * quantity),
  };
}

export interface IntradayContract { ts: number; kontratAd: string; kontratId: number; kontratTur: number }

/** The contracts delivering in the hour of index `x` (/v1/data/gip-kontrat): the hourly one, and a block starting there. */
export function intradayContracts(x: number, ts: number): IntradayContract[] {
  const hour = ((x % 24) + 24) % 24;
  const list: IntradayContract[] = [{ ts, kontratAd: contractName(ts), kontratId: x * 2, kontratTur: HOURLY_CONTRACT_CODE }];
  if (hour % BLOCK_HOURS === 0) list.push({ ts, kontratAd: contractName(ts, BLOCK_HOURS), kontratId: x * 2 + 1, kontratTur: BLOCK_CONTRACT_CODE });
  return list;
}
