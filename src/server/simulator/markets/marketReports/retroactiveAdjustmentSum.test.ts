import { describe, expect, it } from 'vitest';
import { retroactiveAdjustmentSum } from './retroactiveAdjustmentSum';

const row = (cekisArtis: number, cekisAzalis: number, verisArtis: number, verisAzalis: number) => ({
  meterReadOrgId: 1, subscriberProfileGroup: 'Mesken', cekisArtis, cekisAzalis, verisArtis, verisAzalis,
});

describe('retroactiveAdjustmentSum', () => {
  it('prices the corrections at the mean MCP: less withdrawn or more injected is a credit, the rest a debt', () => {
    const sum = retroactiveAdjustmentSum([row(10, 4, 2, 1), row(5, 6, 0, 0)], 2000);
    expect(sum).toEqual({ gddkCreditAmount: (4 + 2 + 6) * 2000, gddkDebtAmount: (10 + 1 + 5) * 2000, gddkNetAmount: -4 * 2000 });
  });

  it('answers a net amount that is credit minus debt to the kuruş', () => {
    const sum = retroactiveAdjustmentSum([row(1.234, 2.345, 0.111, 0.222)], 2345.67);
    expect(sum.gddkNetAmount).toBe(Math.round((sum.gddkCreditAmount - sum.gddkDebtAmount) * 100) / 100);
  });
});
