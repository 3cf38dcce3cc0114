import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { CERTIFICATE_SOURCES, type PerSource } from './certificateSources';
import { certificateMonth, heldAtEndOf, ORIGIN_MONTH } from './certificateStock';

const noise = createNoise(7);
/** A rough monthly issue with wild swings (a windless month, a flood month), to stress the withdrawal residual. */
const issueOf = (month: number): PerSource => {
  const swing = (k: number) => Math.round(1_000_000 * (0.05 + 3 * noise.uniform(900 + k, month)));
  return { wind: swing(1), solar: swing(2), hydroPower: swing(3), geothermal: swing(4) % 50_000, biomass: month % 7 === 0 ? 0 : swing(5) % 30_000 };
};

describe('YEK-G certificate stock', () => {
  const months = Array.from({ length: 60 }, (_, i) => ORIGIN_MONTH + i);
  const flows = months.map((m) => certificateMonth(noise, m, issueOf(m), m === ORIGIN_MONTH ? null : issueOf(m - 1)));

  it('keeps issued − cancelled − expired − withdrawn equal to the change of the stock held, per source and month', () => {
    for (const f of flows) {
      for (const s of CERTIFICATE_SOURCES) {
        expect(f.issued[s] - f.cancelled[s] - f.expired[s] - f.withdrawn[s]).toBe(f.heldAtEnd[s] - f.heldAtStart[s]);
      }
    }
  });

  it('opens the registry empty on 2024-01-01 and carries each month\'s closing stock into the next', () => {
    for (const s of CERTIFICATE_SOURCES) expect(flows[0]!.heldAtStart[s]).toBe(0);
    for (let i = 1; i < flows.length; i++) expect(flows[i]!.heldAtStart).toEqual(flows[i - 1]!.heldAtEnd);
  });

  it('never holds, cancels, expires or withdraws a negative or fractional number of certificates', () => {
    for (const f of flows) {
      for (const part of [f.heldAtEnd, f.cancelled, f.expired, f.withdrawn]) {
        for (const s of CERTIFICATE_SOURCES) {
          expect(part[s]).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(part[s])).toBe(true);
        }
      }
    }
  });

  it('derives a month from its own and the previous month\'s issue only, whatever came before', () => {
    const m = ORIGIN_MONTH + 30;
    expect(certificateMonth(noise, m, issueOf(m), issueOf(m - 1))).toEqual(flows[30]);
    expect(heldAtEndOf(noise, m - 1, issueOf(m - 1))).toEqual(flows[29]!.heldAtEnd);
  });

  it('keeps 30–80 % of a month\'s issue on accounts and cancels under 1 % of it', () => {
    for (const f of flows.slice(1)) {
      for (const s of CERTIFICATE_SOURCES) {
        expect(f.heldAtEnd[s]).toBeGreaterThanOrEqual(Math.floor(0.3 * f.issued[s]));
        expect(f.heldAtEnd[s]).toBeLessThanOrEqual(Math.ceil(0.8 * f.issued[s]));
        expect(f.cancelled[s]).toBeLessThanOrEqual(Math.ceil(0.01 * f.issued[s]));
      }
    }
  });
});
