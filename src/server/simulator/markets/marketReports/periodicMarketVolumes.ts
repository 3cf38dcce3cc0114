// A month's row of the reporting service's periodic-price-volume, from the month's days (dayMarketSources.ts), so
// its volumes are the month's sums of the electricity-market-volume-physically rows. Our reading of the fields:
// sbdt = the month's zero-balance adjustment, TL (zeroBalanceAdjustment.ts); iaMiktar = bilateral contracts, MWh,
// = iaKamu (EÜAŞ's contracts with the authorised retailers) + iaOzel (the rest); uevm / uecm = energy injected /
// withdrawn (meteredEnergy.ts). The shares, in %, are each market's volume against the month's withdrawal
// (uecm): edmOran the gross energy imbalance (positive + negative imbalance quantities, EDM), dgpOran the
// delivered balancing instructions, gopOran the day-ahead matched quantity, oedmOran the organised markets
// together (day-ahead + intraday + futures, so oedmOran ≥ gopOran), stCekisOran the eligible consumers' part
// of the withdrawal (eligibleWithdrawalShare.ts). Shares are unrounded: share × uecm / 100 gives the volume back.
import type { DayMarketSources } from './dayMarketSources';
import { physicalVolumeRow } from './physicalMarketVolumes';

export interface PeriodicVolumeRow {
  sbdt: number;
  iaMiktar: number;
  iaKamu: number;
  iaOzel: number;
  uevm: number;
  uecm: number;
  edmOran: number;
  dgpOran: number;
  gopOran: number;
  oedmOran: number;
  stCekisOran: number;
}

const cents = (x: number): number => Math.round(x * 100);

/** `days` every day of the month; `eligibleShare` the eligible consumers' share of the withdrawal, %. */
export function periodicVolumeRow(days: readonly DayMarketSources[], eligibleShare: number): PeriodicVolumeRow {
  const sum = { ia: 0, kamu: 0, ozel: 0, gop: 0, dgp: 0, gip: 0, vep: 0, edm: 0, uevm: 0, uecm: 0, sbdt: 0 };
  for (const day of days) {
    const row = physicalVolumeRow(day);
    sum.ia += cents(row.iaHacmi);
    sum.kamu += cents(row.iaKamu);
    sum.ozel += cents(row.iaOzel);
    sum.gop += cents(row.gopHacmi);
    sum.dgp += cents(row.dgpHacmi);
    sum.gip += cents(row.gipHacmi);
    sum.vep += cents(row.vepHacmi);
    sum.edm += cents(day.imbalance);
    sum.uevm += cents(day.injection);
    sum.uecm += cents(day.withdrawal);
    sum.sbdt += day.zeroBalance;
  }
  const share = (c: number): number => (c / sum.uecm) * 100;
  return {
    sbdt: Math.round(sum.sbdt * 100) / 100,
    iaMiktar: sum.ia / 100,
    iaKamu: sum.kamu / 100,
    iaOzel: sum.ozel / 100,
    uevm: sum.uevm / 100,
    uecm: sum.uecm / 100,
    edmOran: share(sum.edm),
    dgpOran: share(sum.dgp),
    gopOran: share(sum.gop),
    oedmOran: share(sum.gop + sum.gip + sum.vep),
    stCekisOran: eligibleShare,
  };
}
