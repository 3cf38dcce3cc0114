import { describe, expect, it } from 'vitest';
import { fixtures } from '../testing/reportFixtures';
import { smpWithEveryFieldKind } from '../testing/reportVariants';
import { fieldFilter } from './fieldFilter';

describe('fieldFilter', () => {
  it('finds the filter that sets a field, including both ends of a date range', () => {
    expect(fieldFilter(fixtures.realtimeGeneration, 'startDate')?.widget).toBe('dateRange');
    expect(fieldFilter(fixtures.realtimeGeneration, 'endDate')?.widget).toBe('dateRange');
    expect(fieldFilter(fixtures.realtimeGeneration, 'powerPlantId')?.widget).toBe('lookup');
    // Declared request fields that no filter sets.
    expect(fieldFilter(smpWithEveryFieldKind, 'page')).toBeUndefined();
    expect(fieldFilter(smpWithEveryFieldKind, 'sourceType')).toBeUndefined();
  });
});
