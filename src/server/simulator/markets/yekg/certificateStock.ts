// A month of the certificate registry: issued, cancelled, expired and withdrawn certificates and the stock held
// on accounts at the month's start and end, per source. The flows counted are exactly these four; trades (the
// organised market, bilateral transfers) only move certificates between accounts and leave the stock alone.
// The identity, per source and month: issued − cancelled − expired − withdrawn = heldAtEnd − heldAtStart.
//
// The stock is a pure function of the month, never accumulated state: at a month's end holders keep a share
// κ (0.3–0.8, slowly wandering) of that month's issue, so any month is computed from its own issue and the
// previous month's, whatever day the world starts. The registry opens with the world on 2024-01-01 with nothing
// held. Cancellations are 0.4–1 % of the issue, expiries 2–4 % of the stock held at the start (certificates
// whose validity ran out); withdrawals (redeemed by consumers) are what is left, so the identity is exact in
// whole certificates, and withdrawals are never negative because κ ≤ 0.8 leaves ≥ 19 % of the issue to redeem.
import { streamId, type NoiseField } from '../../noise';
import { CERTIFICATE_SOURCES, zeroPerSource, type PerSource } from './certificateSources';

/** Months are counted as year × 12 + (month − 1). The registry's first month: January 2024. */
export const ORIGIN_MONTH = 2024 * 12;

export const monthIndex = (year: number, month: number): number => year * 12 + month - 1;

export interface CertificateMonth {
  issued: PerSource;
  cancelled: PerSource;
  expired: PerSource;
  withdrawn: PerSource;
  heldAtStart: PerSource;
  heldAtEnd: PerSource;
}

const N_KEEP = CERTIFICATE_SOURCES.map((s) => streamId(`yekg.stock.keep.${s}`));
const N_CANCEL = CERTIFICATE_SOURCES.map((s) => streamId(`yekg.stock.cancel.${s}`));
const N_EXPIRE = CERTIFICATE_SOURCES.map((s) => streamId(`yekg.stock.expire.${s}`));

const KEEP_MIN = 0.3;
const KEEP_MAX = 0.8;

/** Certificates still held at the end of a month, from that month's issue. */
export function heldAtEndOf(noise: NoiseField, month: number, issued: PerSource): PerSource {
  const out = zeroPerSource();
  if (month < ORIGIN_MONTH) return out;
  CERTIFICATE_SOURCES.forEach((s, i) => {
    const keep = Math.min(KEEP_MAX, Math.max(KEEP_MIN, 0.55 + 0.1 * noise.smooth(N_KEEP[i]!, month / 4)));
    out[s] = Math.round(keep * issued[s]);
  });
  return out;
}

/**
 * The month's flows from its issue and the previous month's issue (null for the registry's first month, whose
 * stock starts empty).
 */
export function certificateMonth(noise: NoiseField, month: number, issued: PerSource, previousIssued: PerSource | null): CertificateMonth {
  const heldAtStart = month <= ORIGIN_MONTH || !previousIssued ? zeroPerSource() : heldAtEndOf(noise, month - 1, previousIssued);
  const heldAtEnd = heldAtEndOf(noise, month, issued);
  const cancelled = zeroPerSource();
  const expired = zeroPerSource();
  const withdrawn = zeroPerSource();
  CERTIFICATE_SOURCES.forEach((s, i) => {
    cancelled[s] = Math.round(issued[s] * (0.004 + 0.006 * noise.uniform(N_CANCEL[i]!, month)));
    expired[s] = Math.round(heldAtStart[s] * (0.02 + 0.02 * noise.uniform(N_EXPIRE[i]!, month)));
    withdrawn[s] = issued[s] - cancelled[s] - expired[s] - (heldAtEnd[s] - heldAtStart[s]);
  });
  return { issued: { ...issued }, cancelled, expired, withdrawn, heldAtStart, heldAtEnd };
}
