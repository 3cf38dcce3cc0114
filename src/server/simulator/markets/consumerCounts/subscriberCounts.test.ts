import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { CONSUMER_SECTORS } from '../consumptionMetering/consumerSectors';
import { monthConsumption } from '../consumptionMetering/monthlyConsumption';
import { eligibleMeterMonth, monthIndex } from '../marketReports/eligibleMeterCounts';
import { meterQuantity, provinceSectorCounts, subscriberCounts } from './subscriberCounts';

const noise = createNoise(20240101);
const months = Array.from({ length: 36 }, (_, i) => monthIndex(2024, 1) + i);

describe('subscriber counts', () => {
  it('count every meter the reporting service publishes, eligible or not', () => {
    for (const m of months) {
      const groups = subscriberCounts(provinceSectorCounts(noise, m));
      expect(groups.map((g) => g.profilAboneGrup)).toEqual(CONSUMER_SECTORS.map((s) => s.tr));
      expect(meterQuantity(groups)).toBe(eligibleMeterMonth(noise, m).sayacAdedi);
      for (const g of groups) expect(Number.isInteger(g.stAdedi) && Number.isInteger(g.stOlmayanAboneAdedi)).toBe(true);
      // most households stay below the limit; nearly all industry is eligible
      const households = groups.find((g) => g.profilAboneGrup === 'Mesken')!;
      const industry = groups.find((g) => g.profilAboneGrup === 'Sanayi')!;
      expect(households.stOlmayanAboneAdedi).toBeGreaterThan(households.stAdedi);
      expect(industry.stAdedi).toBeGreaterThan(10 * industry.stOlmayanAboneAdedi);
    }
  });

  it('agree, province by province and sector by sector, with the consumers consumer-quantity publishes', () => {
    for (const m of [months[0]!, months[20]!]) {
      const published = monthConsumption(noise, (m % 12) + 1, m, { total: 1_000_000, eligible: 600_000 }).consumers;
      const cells = provinceSectorCounts(noise, m);
      expect(cells).toHaveLength(published.length);
      published.forEach((row, i) => {
        const cell = cells[i]!;
        expect([cell.provinceId, cell.consumerSector]).toEqual([row.provinceId, row.consumerSector]);
        expect(cell.eligible).toBe(Number(row.serbestTuketiciSayisi) + Number(row.stHakkiKullanmayanAboneSayisi));
        expect(cell.notEligible).toBe(row.stHakkiBulunmayanAboneSayisi);
      });
    }
  });
});
