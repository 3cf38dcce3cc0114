import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { createNoise } from '../../noise';
import { certificateReferencePrice } from './certificatePrice';

describe('YEK-G certificate reference price', () => {
  const noise = createNoise(9);
  const mean = (from: string, source: Parameters<typeof certificateReferencePrice>[2]) => {
    const start = parseDay(from);
    let sum = 0;
    for (let d = start; d < start + 90; d++) sum += certificateReferencePrice(noise, d, source);
    return sum / 90;
  };

  it('costs a few lira for hydro and tens of lira for biomass, rising with inflation', () => {
    expect(mean('2024-01-01', 'hydroPower')).toBeGreaterThan(4.5);
    expect(mean('2024-01-01', 'hydroPower')).toBeLessThan(8);
    expect(mean('2024-01-01', 'biomass')).toBeGreaterThan(15);
    expect(mean('2024-01-01', 'biomass')).toBeLessThan(24);
    expect(mean('2026-01-01', 'wind')).toBeGreaterThan(1.5 * mean('2024-01-01', 'wind'));
  });

  it('prices geothermal and biomass above wind, and wind above hydro', () => {
    const day = '2025-03-01';
    expect(mean(day, 'biomass')).toBeGreaterThan(mean(day, 'geothermal'));
    expect(mean(day, 'geothermal')).toBeGreaterThan(mean(day, 'wind'));
    expect(mean(day, 'wind')).toBeGreaterThan(mean(day, 'hydroPower'));
  });
});
