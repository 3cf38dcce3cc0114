// The single balancing instructions behind each hour's totals of bpm.order-summary, for the reporting service's
// BPM instruction reports (dgp-talimat and dgp-talimat-agr-ort). Each of the six totals (up/YAL and down/YAT,
// codes 0, 1 and 2) is shared out over one to five instructions, in tenths of a MWh so that they add up to the
// published total exactly. Each instruction has its offer price; the report gives per code the marginal price
// (the dearest accepted up offer, the cheapest accepted down bid) and the quantity-weighted average price.
// 0-coded instructions set the system marginal price: in a deficit hour the marginal up price is the SMP, in a
// surplus hour the marginal down price is. 1-coded (grid constraints) and 2-coded (ancillary services)
// instructions are paid as offered and lie further from the MCP. Prices stay within [0, the month's cap].
import type { BalancingInstructions } from '../../balancingInstructions';
import type { SmpDirectionId } from '../../balancing';
import { streamId, type NoiseField } from '../../noise';
import { apportion } from './apportion';

const N_COUNT = streamId('bpm.instructions.count');
const N_WEIGHT = streamId('bpm.instructions.weight');
const N_PRICE = streamId('bpm.instructions.price');
const N_MARGINAL = streamId('bpm.instructions.marginal');

export const INSTRUCTION_CODES = [
  { code: 'yalSifir', side: 'up', total: 'upRegulationZeroCoded' },
  { code: 'yalBir', side: 'up', total: 'upRegulationOneCoded' },
  { code: 'yalIki', side: 'up', total: 'upRegulationTwoCoded' },
  { code: 'yatSifir', side: 'down', total: 'downRegulationZeroCoded' },
  { code: 'yatBir', side: 'down', total: 'downRegulationOneCoded' },
  { code: 'yatIki', side: 'down', total: 'downRegulationTwoCoded' },
] as const satisfies readonly { code: string; side: 'up' | 'down'; total: keyof BalancingInstructions }[];

export type InstructionCode = (typeof INSTRUCTION_CODES)[number]['code'];

/** One accepted instruction: MWh (one decimal) and its price, TL/MWh. */
export interface Instruction { quantity: number; price: number }

export interface CodeInstructions {
  code: InstructionCode;
  instructions: Instruction[];
  /** The dearest accepted up price or the cheapest accepted down price; 0 without instructions. */
  marginalPrice: number;
  /** Σ quantity × price / Σ quantity, 2 decimals; 0 without instructions. */
  weightedAverage: number;
}

/** The dgp-talimat price fields (`<code>Fiyat`) and dgp-talimat-agr-ort ones (`<code>AgrOrt`) of an hour. */
export type InstructionPriceFields = Record<`${InstructionCode}Fiyat` | `${InstructionCode}AgrOrt`, number>;

export interface HourPrices { mcp: number; smp: number; direction: SmpDirectionId; cap: number }

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** The marginal price of each code: how far from the MCP it lies, as described at the top. */
function marginalPrice(code: InstructionCode, p: HourPrices, u: number): number {
  const high = Math.max(p.mcp, p.smp);
  const low = Math.min(p.mcp, p.smp);
  const byCode: Record<InstructionCode, () => number> = {
    yalSifir: () => (p.direction === 1 ? p.smp : high * (1.02 + 0.08 * u)),
    yatSifir: () => (p.direction === 2 ? p.smp : low * (0.98 - 0.08 * u)),
    yalBir: () => high * (1.15 + 0.45 * u),
    yatBir: () => low * (0.45 + 0.35 * u),
    yalIki: () => high * (1.05 + 0.2 * u),
    yatIki: () => low * (0.75 + 0.2 * u),
  };
  return round2(Math.max(0, Math.min(p.cap, byCode[code]())));
}

/** The instructions of every code in the hour `x` (day × 24 + hour) whose totals are `orders`. */
export function instructionsByCode(noise: NoiseField, x: number, orders: BalancingInstructions, prices: HourPrices): CodeInstructions[] {
  return INSTRUCTION_CODES.map(({ code, side, total }, c) => {
    const key = x * 8 + c;
    const tenths = Math.round(orders[total] * 10);
    if (tenths === 0) return { code, instructions: [], marginalPrice: 0, weightedAverage: 0 };
    const n = Math.min(tenths, 1 + Math.floor(5 * noise.uniform(N_COUNT, key)));
    const parts = apportion(tenths, Array.from({ length: n }, (_, i) => 0.3 + noise.uniform(N_WEIGHT, key * 8 + i)));
    const marginal = marginalPrice(code, prices, noise.uniform(N_MARGINAL, key));
    // The first instruction is the marginal one; the others were cheaper (up) or dearer (down) to accept.
    const instructions = parts.map((q, i) => {
      const step = i === 0 ? 0 : 0.18 * noise.uniform(N_PRICE, key * 8 + i);
      const price = side === 'up' ? marginal * (1 - step) : Math.min(prices.cap, marginal * (1 + step));
      return { quantity: q / 10, price: round2(price) };
    });
    const weighted = parts.reduce((s, q, i) => s + q * instructions[i]!.price, 0) / tenths;
    return { code, instructions, marginalPrice: marginal, weightedAverage: round2(weighted) };
  });
}

/** The hour's row of price fields for the two reports. */
export function instructionPriceFields(codes: readonly CodeInstructions[]): InstructionPriceFields {
  const row = {} as InstructionPriceFields;
  for (const c of codes) {
    row[`${c.code}Fiyat`] = c.marginalPrice;
    row[`${c.code}AgrOrt`] = c.weightedAverage;
  }
  return row;
}
