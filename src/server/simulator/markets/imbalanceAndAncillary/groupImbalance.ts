// Imbalance quantities per balance-responsible group and month (/v1/markets/imbalance/data/dsg-imbalance-quantity):
// the month's system positive and negative imbalance (the sums of imbalance.quantity's hours) shared out among
// the groups by their size, moved by a monthly factor per group and side (a group is long in some months and
// short in others). The groups' quantities add up to the system's exactly, to the tenth of a MWh.
import { streamId, type NoiseField } from '../../noise';
import type { BalanceGroup } from './balanceResponsibleGroups';
import { shareOut } from './shareOut';
import type { ImbalanceQuantity } from './systemImbalance';

const N_MONTH_POSITIVE = streamId('imbalance.group.month.positive');
const N_MONTH_NEGATIVE = streamId('imbalance.group.month.negative');

export interface GroupImbalance {
  organizationId: number;
  /** MWh, ≥ 0. */
  positiveImbalanceQuantity: number;
  /** MWh, ≤ 0. */
  negativeImbalanceQuantity: number;
}

const tenths = (x: number): number => Math.round(x * 10);

/** `monthIndex` = year × 12 + month − 1; `hours` every hour of the month at system level. */
export function groupImbalance(
  noise: NoiseField, monthIndex: number, groups: readonly BalanceGroup[], hours: readonly ImbalanceQuantity[],
): GroupImbalance[] {
  let positive = 0;
  let negative = 0;
  for (const h of hours) { positive += tenths(h.positiveImbalance); negative += tenths(h.negativeImbalance); }
  const factor = (stream: number, g: BalanceGroup) => g.weight * (0.6 + 0.8 * noise.uniform(stream, g.organizationId * 40_000 + monthIndex));
  const positives = shareOut(positive, groups.map((g) => factor(N_MONTH_POSITIVE, g)));
  const negatives = shareOut(negative, groups.map((g) => factor(N_MONTH_NEGATIVE, g)));
  return groups.map((g, k) => ({
    organizationId: g.organizationId,
    positiveImbalanceQuantity: positives[k]! / 10,
    // `|| 0` keeps an empty share a plain 0, not −0.
    negativeImbalanceQuantity: negatives[k]! / 10 || 0,
  }));
}
