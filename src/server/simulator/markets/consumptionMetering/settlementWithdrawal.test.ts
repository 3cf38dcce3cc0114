import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { simulateElectricityDay } from '../../electricityDay';
import { createNoise } from '../../noise';
import { DEFAULT_SEED } from '../../simulateWorld';
import { monthIndex } from '../marketReports/eligibleMeterCounts';
import { eligibleWithdrawalShare } from '../marketReports/eligibleWithdrawalShare';
import { settlementWithdrawal, TRANSMISSION_LOSS_SHARE } from './settlementWithdrawal';

const noise = createNoise(DEFAULT_SEED);
const days = ['2024-01-15', '2024-07-28', '2025-04-10', '2025-12-31'].map((d) => simulateElectricityDay(noise, parseDay(d)));

describe('settlement withdrawal (UEÇM)', () => {
  it('is real-time consumption less the transmission losses, about 2.1 % and never below 1.5 % or above 2.7 %', () => {
    for (const e of days) {
      const { swv } = settlementWithdrawal(noise, e);
      let withdrawn = 0;
      let consumed = 0;
      for (let h = 0; h < 24; h++) {
        const loss = 1 - swv[h]! / e.consumption[h]!;
        expect(loss).toBeGreaterThan(0.015);
        expect(loss).toBeLessThan(0.027);
        withdrawn += swv[h]!;
        consumed += e.consumption[h]!;
      }
      expect(Math.abs(1 - withdrawn / consumed - TRANSMISSION_LOSS_SHARE)).toBeLessThan(0.005);
    }
  });

  it('splits into the eligible consumers\' part and the part under supply liability, which add up to it to the cent', () => {
    for (const e of days) {
      const { swv, st, wqusl } = settlementWithdrawal(noise, e);
      const cents = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100);
      expect(cents(st) + Math.round(wqusl * 100)).toBe(cents(swv));
      expect(wqusl).toBeGreaterThan(0);
    }
  });

  it('gives eligible consumers the month\'s share that the periodic price-volume report shows (stCekisOran)', () => {
    for (const e of days) {
      const { swv, st } = settlementWithdrawal(noise, e);
      const share = eligibleWithdrawalShare(noise, monthIndex(e.cal.year, e.cal.month)) / 100;
      for (let h = 0; h < 24; h++) expect(Math.abs(st[h]! - swv[h]! * share)).toBeLessThanOrEqual(0.0051);
    }
  });
});
