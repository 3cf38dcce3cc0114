// The organised market's trades of one resource type on one trading day: a handful of trades whose quantities
// add up to a small share of the day's certified generation of that source, at prices scattered ~5 % around the
// day's reference price (see certificatePrice.ts), in whole kuruş and whole certificates.
import { streamId, type NoiseField } from '../../noise';
import { CERTIFICATE_SOURCES, type CertificateSource } from './certificateSources';

export interface CertificateTrade {
  /** TL per certificate (= per MWh), two decimals. */
  price: number;
  /** Certificates. */
  quantity: number;
}

/** Share of a day's certified generation traded on the organised market, by source (small sources trade more of theirs). */
const TRADED_SHARE: Readonly<Record<CertificateSource, number>> = {
  wind: 0.03, solar: 0.035, hydroPower: 0.02, geothermal: 0.06, biomass: 0.08,
};
/** Most trades a day, by source. */
const MAX_TRADES: Readonly<Record<CertificateSource, number>> = {
  wind: 14, solar: 14, hydroPower: 12, geothermal: 5, biomass: 5,
};

const N_SHARE = Object.fromEntries(CERTIFICATE_SOURCES.map((s) => [s, streamId(`yekg.market.share.${s}`)])) as Record<CertificateSource, number>;
const N_COUNT = streamId('yekg.market.count');
const N_WEIGHT = streamId('yekg.market.weight');
const N_PRICE = streamId('yekg.market.price');

const MAX_INDEX = 64;
const indexOf = (day: number, source: CertificateSource, k: number): number =>
  (day * CERTIFICATE_SOURCES.length + CERTIFICATE_SOURCES.indexOf(source)) * MAX_INDEX + k;

export function certificateTrades(
  noise: NoiseField, day: number, source: CertificateSource, generationMwh: number, referencePrice: number,
): CertificateTrade[] {
  const target = generationMwh * TRADED_SHARE[source] * Math.exp(0.25 * noise.smooth(N_SHARE[source], day / 7));
  const count = 1 + Math.floor(noise.uniform(N_COUNT, indexOf(day, source, 0)) * MAX_TRADES[source]);
  const weights = Array.from({ length: count }, (_, k) => 0.2 + noise.uniform(N_WEIGHT, indexOf(day, source, k)));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w, k) => ({
    price: Math.max(0.01, Math.round(referencePrice * Math.exp(0.05 * noise.normal(N_PRICE, indexOf(day, source, k))) * 100) / 100),
    quantity: Math.max(1, Math.round((target * w) / weightSum)),
  }));
}
