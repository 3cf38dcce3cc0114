// Certificates moved between accounts under bilateral contracts on a registry working day, by source: 8–16 % of
// the day's certified generation (corporate buyers sign directly with plants far more than they trade on the
// organised market), whole certificates. Like trades, transfers leave the stock held unchanged.
import { streamId, type NoiseField } from '../../noise';
import { CERTIFICATE_SOURCES, zeroPerSource, type PerSource } from './certificateSources';

const N_SHARE = CERTIFICATE_SOURCES.map((s) => streamId(`yekg.bilateral.${s}`));

export function bilateralTransfers(noise: NoiseField, day: number, generation: PerSource): PerSource {
  const out = zeroPerSource();
  CERTIFICATE_SOURCES.forEach((s, i) => {
    const share = 0.12 + 0.04 * Math.max(-1, Math.min(1, noise.smooth(N_SHARE[i]!, day / 9)));
    out[s] = Math.round(generation[s] * share);
  });
  return out;
}
