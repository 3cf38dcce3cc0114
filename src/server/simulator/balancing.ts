// Balancing power market: system marginal price (SMF/SMP) and the system direction of each hour.
// A persistent latent imbalance (forecast errors of wind, solar and load last several hours) decides the
// direction; its hour-of-day bias follows the deficit shares of data-stats §10 (33 % at 06 h, ~65 % at 09–11 h).
// The direction fixes the side of SMP: deficit ⇒ SMP ≥ MCP (up-regulation bought above MCP), surplus ⇒
// SMP ≤ MCP, balanced ⇒ SMP = MCP. Magnitudes follow table B1 for 2024–2025: SMP>MCP ≈47 % of hours, SMP<MCP
// ≈30 %, SMP=MCP ≈22 %, mean SMP a few % below MCP, the cap hit far more often than by MCP, some hours at 0.
import { roundLikeBids } from './prices';
import { streamId, type NoiseField } from './noise';

export const SYSTEM_DIRECTIONS = {
  1: 'Enerji Açığı',
  2: 'Enerji Fazlası',
  3: 'Dengede',
} as const;
export type SmpDirectionId = keyof typeof SYSTEM_DIRECTIONS;

/** Share of deficit hours by hour of day, 2015-01 → 2019-05, raised slightly toward the 2020s' balance. */
const DEFICIT_SHARE = [51, 54, 51, 48, 43, 44, 33, 40, 54, 65, 59, 64, 54, 50, 60, 56, 53, 58, 58, 59, 59, 62, 59, 60]
  .map((p) => Math.min(0.8, p / 100 + 0.04));

/** Inverse standard normal CDF (Acklam's rational approximation), for the per-hour thresholds. */
function inverseNormal(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771836, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const q0 = Math.min(Math.max(p, 1e-9), 1 - 1e-9);
  if (q0 < 0.02425 || q0 > 1 - 0.02425) {
    const q = Math.sqrt(-2 * Math.log(q0 < 0.5 ? q0 : 1 - q0));
    const v = (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
    return q0 < 0.5 ? v : -v;
  }
  const q = q0 - 0.5;
  const r = q * q;
  return ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q)
    / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
}

/** Imbalance above which the hour is in deficit, per hour of day. */
const THRESHOLDS = DEFICIT_SHARE.map((p) => -inverseNormal(p));
const BALANCED_BAND = 0.05; // just below the threshold: the TSO needed no instruction (≈2 % of hours)
const EQUAL_DEFICIT_BAND = 0.12; // small deficits are covered at MCP
const EQUAL_SURPLUS_BAND = 0.27;

const N_SLOW = streamId('smp.imbalance.slow');
const N_FAST = streamId('smp.imbalance.fast');
const N_SIZE = streamId('smp.size');
const N_JUMP = streamId('smp.jump');
const N_ROUND = streamId('smp.round');
const N_ROUND_KIND = streamId('smp.roundKind');

export interface BalancingHour {
  systemMarginalPrice: number;
  smpDirectionId: SmpDirectionId;
  systemDirection: (typeof SYSTEM_DIRECTIONS)[SmpDirectionId];
}

export function balancingHour(noise: NoiseField, hourIndex: number, hour: number, mcp: number, cap: number): BalancingHour {
  const imbalance = 0.86 * noise.smooth(N_SLOW, hourIndex / 5) + 0.5 * noise.normal(N_FAST, hourIndex);
  const threshold = THRESHOLDS[hour]!;
  const size = noise.uniform(N_SIZE, hourIndex);
  const jump = noise.uniform(N_JUMP, hourIndex);
  const u = noise.uniform(N_ROUND, hourIndex);
  const v = noise.uniform(N_ROUND_KIND, hourIndex);
  const evening = hour >= 17 && hour <= 22 ? 1 : 0;

  let id: SmpDirectionId;
  let smp: number;
  if (imbalance > threshold) {
    id = 1;
    const excess = imbalance - threshold - EQUAL_DEFICIT_BAND;
    if (excess <= 0) {
      smp = mcp;
    } else {
      // Up-regulation: often straight to the cap in tight (evening, high-MCP) hours, otherwise a markup.
      const pCap = Math.min(0.9, 0.03 + 0.2 * excess + 0.12 * evening + 0.3 * Math.max(0, mcp / cap - 0.75));
      const markup = Math.max(mcp, 0.12 * cap) * (0.04 + 0.28 * excess * (0.4 + size));
      smp = jump < pCap ? cap : Math.min(cap, roundLikeBids(mcp + markup, cap, u, v));
      if (smp < mcp) smp = mcp;
    }
  } else if (imbalance > threshold - BALANCED_BAND) {
    id = 3;
    smp = mcp;
  } else {
    id = 2;
    const excess = threshold - BALANCED_BAND - imbalance - EQUAL_SURPLUS_BAND;
    if (excess <= 0) {
      smp = mcp;
    } else {
      // Down-regulation is bought back below MCP; deep surpluses (and cheap hours) collapse to 0.
      const pZero = Math.min(0.6, 0.03 + 0.12 * excess + 0.35 * Math.max(0, 0.35 - mcp / cap));
      const cut = Math.min(0.97, (0.12 + 0.3 * excess) * (0.5 + size));
      smp = jump < pZero ? 0 : Math.max(0, roundLikeBids(mcp * (1 - cut), cap, u, v));
      if (smp > mcp) smp = mcp;
    }
  }
  return { systemMarginalPrice: smp, smpDirectionId: id, systemDirection: SYSTEM_DIRECTIONS[id] };
}
