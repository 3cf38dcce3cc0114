// The renewable generation of a day or a month that earns certificates (see certificateSources.ts).
import type { ElectricityDay } from '../../electricityDay';
import { CERTIFICATE_SOURCES, CERTIFIED_GENERATION, zeroPerSource, type PerSource } from './certificateSources';

/** MWh per source over the day's 24 hours (not rounded). */
export function certifiedGenerationOfDay(e: ElectricityDay): PerSource {
  const out = zeroPerSource();
  for (const g of e.generation) for (const s of CERTIFICATE_SOURCES) out[s] += CERTIFIED_GENERATION[s](g);
  return out;
}

/** Certificates issued for a month's days: one per whole MWh of each source's month total. */
export function issuedCertificates(days: readonly ElectricityDay[]): PerSource {
  const mwh = zeroPerSource();
  for (const e of days) {
    const day = certifiedGenerationOfDay(e);
    for (const s of CERTIFICATE_SOURCES) mwh[s] += day[s];
  }
  const out = zeroPerSource();
  for (const s of CERTIFICATE_SOURCES) out[s] = Math.floor(mwh[s]);
  return out;
}
