import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { simulateElectricityDay } from '../../electricityDay';
import { createNoise } from '../../noise';
import { issuedCertificates } from './certifiedGeneration';
import { daysOfMonth, issuedInMonth, issuedInPreviousMonth } from './issuedByMonth';

describe('certificates issued by month', () => {
  it('lists every day of a month, leap February included', () => {
    expect(daysOfMonth(parseDay('2024-02-01'))).toHaveLength(29);
    expect(daysOfMonth(parseDay('2025-02-01'))).toHaveLength(28);
    expect(daysOfMonth(parseDay('2024-12-01')).at(-1)).toBe(parseDay('2024-12-31'));
  });

  it('computes the previous month from the pure daily chain, the same as the world loop\'s chain gives', () => {
    const first = parseDay('2024-03-01');
    const viaLoop = issuedInMonth(createNoise(1), parseDay('2024-02-01'), (d) => simulateElectricityDay(createNoise(1), d));
    expect(issuedInPreviousMonth(createNoise(1), first)).toEqual(viaLoop);
    const noise = createNoise(1);
    expect(viaLoop).toEqual(issuedCertificates(daysOfMonth(parseDay('2024-02-01')).map((d) => simulateElectricityDay(noise, d))));
  });
});
