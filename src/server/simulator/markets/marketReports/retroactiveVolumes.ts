// Volumes whose readings of a month were corrected afterwards (GDDK meter-volume), by meter-reading company and
// subscriber profile group, in MWh with three decimals (kWh). Withdrawal (çekiş) corrections are about 0.2 % of
// the month's consumption each way (increases and decreases drawn apart, 0.1–0.3 %), shared by the readers'
// weights and the groups' withdrawal shares; injection (veriş) corrections only touch licence-exempt generators,
// about 0.3 % of the month's embedded solar each way. The adjustment sums (retroactiveAdjustmentSum.ts) price them.
import { streamId, type NoiseField } from '../../noise';
import type { MeterReader } from './meterReaders';
import type { MonthEnergy } from './monthEnergy';
import { VOLUME_PROFILE_GROUPS } from './subscriberProfileGroups';

const N_VOLUME = streamId('gddk.volume');

const WITHDRAWAL_CORRECTION = 0.002;
const INJECTION_CORRECTION = 0.003;

export interface MeterVolumeRow {
  meterReadOrgId: number;
  subscriberProfileGroup: string;
  cekisArtis: number;
  cekisAzalis: number;
  verisArtis: number;
  verisAzalis: number;
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** One row per meter reader and volume profile group of the month `index` (monthIndex of eligibleMeterCounts.ts). */
export function retroactiveVolumes(noise: NoiseField, index: number, energy: MonthEnergy, readers: readonly MeterReader[]): MeterVolumeRow[] {
  const totalWeight = readers.reduce((s, r) => s + r.weight, 0);
  return readers.flatMap((reader, r) => VOLUME_PROFILE_GROUPS.map((group, g) => {
    const key = ((index * 128 + r) * 8 + g) * 4;
    const draw = (k: number) => 0.5 + noise.uniform(N_VOLUME, key + k); // 0.5–1.5 × the mean correction
    const share = reader.weight / totalWeight;
    const withdrawal = energy.consumption * share * group.withdrawalShare * WITHDRAWAL_CORRECTION;
    const injection = group.injects ? energy.embeddedSolar * share * INJECTION_CORRECTION : 0;
    return {
      meterReadOrgId: reader.meterReadOrgId, subscriberProfileGroup: group.name,
      cekisArtis: round3(withdrawal * draw(0)), cekisAzalis: round3(withdrawal * draw(1)),
      verisArtis: round3(injection * draw(2)), verisAzalis: round3(injection * draw(3)),
    };
  }));
}
