import { describe, expect, it } from 'vitest';
import { DATE_PRESETS } from '../../../schemas/report.schema';
import { resolvePreset } from './resolvePreset';

// 29 July 2024, 10:00 in Istanbul.
const now = new Date('2024-07-29T07:00:00Z');

describe('resolvePreset', () => {
  it('resolves single days', () => {
    expect(resolvePreset('today', now)).toEqual({ start: '2024-07-29', end: '2024-07-29' });
    expect(resolvePreset('yesterday', now)).toEqual({ start: '2024-07-28', end: '2024-07-28' });
    expect(resolvePreset('tomorrow', now)).toEqual({ start: '2024-07-30', end: '2024-07-30' });
  });

  it('counts today in the last N days', () => {
    expect(resolvePreset('last7Days', now)).toEqual({ start: '2024-07-23', end: '2024-07-29' });
    expect(resolvePreset('last30Days', now)).toEqual({ start: '2024-06-30', end: '2024-07-29' });
  });

  it('resolves calendar months and years', () => {
    expect(resolvePreset('thisMonth', now)).toEqual({ start: '2024-07-01', end: '2024-07-29' });
    expect(resolvePreset('lastMonth', now)).toEqual({ start: '2024-06-01', end: '2024-06-30' });
    expect(resolvePreset('thisYear', now)).toEqual({ start: '2024-01-01', end: '2024-07-29' });
    expect(resolvePreset('lastYear', now)).toEqual({ start: '2023-01-01', end: '2023-12-31' });
  });

  it('uses the Istanbul day: 22:00 UTC on 31 December is already New Year in Istanbul', () => {
    const newYear = new Date('2024-12-31T22:00:00Z');
    expect(resolvePreset('today', newYear)).toEqual({ start: '2025-01-01', end: '2025-01-01' });
    expect(resolvePreset('yesterday', newYear)).toEqual({ start: '2024-12-31', end: '2024-12-31' });
    expect(resolvePreset('lastMonth', newYear)).toEqual({ start: '2024-12-01', end: '2024-12-31' });
    expect(resolvePreset('lastYear', newYear)).toEqual({ start: '2024-01-01', end: '2024-12-31' });
  });

  it('handles leap February and the first of a month', () => {
    const march = new Date('2024-03-01T12:00:00Z');
    expect(resolvePreset('lastMonth', march)).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(resolvePreset('yesterday', march)).toEqual({ start: '2024-02-29', end: '2024-02-29' });
    expect(resolvePreset('thisMonth', march)).toEqual({ start: '2024-03-01', end: '2024-03-01' });
    expect(resolvePreset('lastMonth', new Date('2024-01-15T12:00:00Z'))).toEqual({ start: '2023-12-01', end: '2023-12-31' });
  });

  it('resolves every preset the schema allows to an ordered range', () => {
    for (const preset of DATE_PRESETS) {
      const { start, end } = resolvePreset(preset, now);
      expect(start <= end, preset).toBe(true);
    }
  });
});
