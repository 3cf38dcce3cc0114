// The money of a month's retroactive adjustment (GDDK retroactive-adjustment-sum), TL: the corrected volumes
// priced at the month's mean MCP. Less withdrawn or more injected than first settled is owed back to the
// market participants (credit); more withdrawn or less injected is owed by them (debt); net = credit − debt.
import type { MeterVolumeRow } from './retroactiveVolumes';

export interface AdjustmentSum { gddkCreditAmount: number; gddkDebtAmount: number; gddkNetAmount: number }

const round2 = (x: number): number => Math.round(x * 100) / 100;

export function retroactiveAdjustmentSum(volumes: readonly MeterVolumeRow[], meanMcp: number): AdjustmentSum {
  let credit = 0;
  let debt = 0;
  for (const v of volumes) {
    credit += v.cekisAzalis + v.verisArtis;
    debt += v.cekisArtis + v.verisAzalis;
  }
  const gddkCreditAmount = round2(credit * meanMcp);
  const gddkDebtAmount = round2(debt * meanMcp);
  return { gddkCreditAmount, gddkDebtAmount, gddkNetAmount: round2(gddkCreditAmount - gddkDebtAmount) };
}
