import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { createNoise } from '../../noise';
import { simulateGasDay } from '../../simulateGasMarket';
import { DEFAULT_SEED } from '../../simulateWorld';
import { botasAnnouncements } from './botasAnnouncements';

const noise = createNoise(DEFAULT_SEED);
const year = Array.from({ length: 365 }, (_, i) => simulateGasDay(noise, parseDay('2025-01-01') + i));
const all = year.flatMap((g) => botasAnnouncements(noise, g).map((a) => ({ g, a })));

describe('botasAnnouncements', () => {
  it('publishes each month\'s tariff on its first day, near the reference price', () => {
    const tariffs = all.filter(({ a }) => a.titleEn.startsWith('Wholesale tariff'));
    expect(tariffs.map(({ g }) => g.cal.dayOfMonth)).toEqual(Array(12).fill(1));
    expect(tariffs[0]!.a.titleTr).toBe('Ocak 2025 toptan satış tarifesi');
  });

  it('writes every notice in both languages, a few a month', () => {
    for (const { a } of all) for (const text of [a.titleTr, a.titleEn, a.descriptionTr, a.descriptionEn]) expect(text.length).toBeGreaterThan(10);
    expect(all.length).toBeGreaterThan(30);
    expect(all.length).toBeLessThan(120);
    expect(all.some(({ a }) => a.titleEn === 'Storage injection season begins')).toBe(true);
    expect(all.some(({ a }) => a.titleEn.startsWith('LNG cargo arrives'))).toBe(true);
  });
});
