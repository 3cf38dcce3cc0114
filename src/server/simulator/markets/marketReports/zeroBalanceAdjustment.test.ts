import { describe, expect, it } from 'vitest';
import type { CodeInstructions } from './bpmInstructionsByCode';
import { hourZeroBalanceAdjustment, instructionCashflow } from './zeroBalanceAdjustment';

const code = (c: CodeInstructions['code'], instructions: { quantity: number; price: number }[]): CodeInstructions => ({
  code: c, instructions, marginalPrice: 0, weightedAverage: 0,
});
const codes = [
  code('yalSifir', [{ quantity: 100, price: 3000 }, { quantity: 50, price: 2800 }]),
  code('yalBir', [{ quantity: 10, price: 4000 }]),
  code('yalIki', []),
  code('yatSifir', [{ quantity: 20, price: 1500 }]),
  code('yatBir', [{ quantity: 5, price: 900 }]),
  code('yatIki', []),
];

describe('zero-balance adjustment of an hour', () => {
  it('pays the up instructions and receives the down ones', () => {
    expect(instructionCashflow(codes)).toBe(300_000 + 140_000 + 40_000 - 30_000 - 4_500);
  });

  it('adds the imbalance paid to participants with a surplus and takes off what those short were charged', () => {
    expect(hourZeroBalanceAdjustment(codes, { positiveImbalance: 200_000, negativeImbalance: -700_000 })).toBe(445_500 + 200_000 - 700_000);
  });
});
