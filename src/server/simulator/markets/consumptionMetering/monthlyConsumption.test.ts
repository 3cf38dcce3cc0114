import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { DEFAULT_SEED, type SimRow } from '../../simulateWorld';
import { eligibleMeterCount, monthIndex } from '../marketReports/eligibleMeterCounts';
import { CONSUMER_SECTORS } from './consumerSectors';
import { monthConsumption } from './monthlyConsumption';

const noise = createNoise(DEFAULT_SEED);
const withdrawal = { total: 27_512_345.67, eligible: 18_321_000.4 };
const july = monthConsumption(noise, 7, monthIndex(2024, 7), withdrawal);
const january = monthConsumption(noise, 1, monthIndex(2025, 1), withdrawal);

const sum = (rows: readonly SimRow[], field: string): number => rows.reduce((s, r) => s + (r[field] as number), 0);
const SECTOR_FIELDS = ['household', 'commercial', 'industry', 'irrigation', 'lightning', 'other'];

describe('a month\'s consumption by province and consumer sector', () => {
  it('has one row per province and sector, and the eligible consumers\' MWh add up to the month\'s eligible withdrawal', () => {
    expect(july.consumption).toHaveLength(81 * CONSUMER_SECTORS.length);
    expect(sum(july.consumption, 'serbestTuketiciTuketimMiktari')).toBe(Math.round(withdrawal.eligible));
    const liable = sum(july.consumption, 'stHakkiBulunmayanTuketiciTuketimMiktari') + sum(july.consumption, 'stHakkiniKullanmayanTuketiciTuketimMiktari');
    expect(liable).toBe(Math.round(withdrawal.total) - Math.round(withdrawal.eligible));
  });

  it('puts İstanbul first and lets irrigation follow the summer', () => {
    const total = (rows: readonly SimRow[], province: string) => rows.filter((r) => r.province === province).reduce((s, r) => s + (r.generalTotal as number), 0);
    expect(total(july.percentages, 'İstanbul')).toBeGreaterThan(total(july.percentages, 'Ankara') * 2);
    expect(sum(july.percentages, 'irrigation')).toBeGreaterThan(sum(january.percentages, 'irrigation') * 5);
    expect(sum(january.percentages, 'lightning')).toBeGreaterThan(sum(july.percentages, 'lightning'));
  });

  it('gives each province a total of its sectors and a share that adds up to 100 % over the country', () => {
    for (const row of july.percentages) expect(SECTOR_FIELDS.reduce((s, f) => s + (row[f] as number), 0)).toBe(row.generalTotal);
    expect(sum(july.percentages, 'generalTotal')).toBe(Math.round(withdrawal.total));
    expect(Math.abs(sum(july.percentages, 'consumptionRatioBasedOnProvince') - 100)).toBeLessThan(0.01);
  });

  it('adds each province\'s sector in the percentage table up from the consumption-quantity row of the same cell', () => {
    for (const row of july.consumption.filter((r) => r.province === 'Konya')) {
      const sector = CONSUMER_SECTORS.find((s) => s.id === row.profileGroupId)!;
      const cell = (row.serbestTuketiciTuketimMiktari as number) + (row.stHakkiBulunmayanTuketiciTuketimMiktari as number) + (row.stHakkiniKullanmayanTuketiciTuketimMiktari as number);
      expect(july.percentages.find((p) => p.province === 'Konya')![sector.percentageField]).toBe(cell);
    }
  });

  it('counts every eligible-meter consumer once, and the per-sector eligible counts are the provinces\' added up', () => {
    const counted = ['serbestTuketiciSayisi', 'stHakkiBulunmayanAboneSayisi', 'stHakkiKullanmayanAboneSayisi'].reduce((s, f) => s + sum(july.consumers, f), 0);
    expect(counted).toBe(eligibleMeterCount(noise, monthIndex(2024, 7)));
    for (const sector of july.eligibleConsumers) {
      const rows = july.consumers.filter((r) => r.consumerSector === sector.profilAboneGrupAdi);
      expect(sector.quantityOfUsingEligibleConsumer).toBe(sum(rows, 'serbestTuketiciSayisi'));
      expect(sector.quantityOfNotUsingEligibleConsumer).toBe(sum(rows, 'stHakkiKullanmayanAboneSayisi'));
    }
    const lighting = july.eligibleConsumers.find((s) => s.profilAboneGrupAdi === 'Aydınlatma')!;
    expect(lighting.quantityOfUsingEligibleConsumer).toBe(0);
  });
});
