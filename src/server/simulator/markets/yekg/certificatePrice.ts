// The organised market's reference price of a certificate, TL per certificate (= per MWh), by source and day.
// Levels chosen (no published statistic to calibrate on): in early 2024 hydro ≈ 6 TL, wind ≈ 9, solar ≈ 11,
// geothermal ≈ 15 and biomass ≈ 19 TL, rising with the lira's inflation (×1.4 by 2025, ×1.85 by 2026, ×2.25 by
// 2027) and wandering ±12 % over weeks.
import { calendarDay } from '../../calendar';
import { interpolateKnots, type Knots } from '../../knots';
import { streamId, type NoiseField } from '../../noise';
import { CERTIFICATE_SOURCES, type CertificateSource } from './certificateSources';

const BASE_2024: Readonly<Record<CertificateSource, number>> = {
  wind: 9, solar: 11, hydroPower: 6, geothermal: 15, biomass: 19,
};
const INFLATION: Knots = [[2024.0, 1], [2025.0, 1.4], [2026.0, 1.85], [2027.0, 2.25]];

const N_WANDER = Object.fromEntries(CERTIFICATE_SOURCES.map((s) => [s, streamId(`yekg.price.${s}`)])) as Record<CertificateSource, number>;

export function certificateReferencePrice(noise: NoiseField, day: number, source: CertificateSource): number {
  const t = calendarDay(day).yearFraction;
  return BASE_2024[source] * interpolateKnots(INFLATION, t, true) * Math.exp(0.12 * noise.smooth(N_WANDER[source], day / 12));
}
