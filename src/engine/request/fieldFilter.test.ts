import { describe, expect, it } from 'vitest';
import { realtimeGenerationDescriptor } from './descriptorFixtures';
import { fieldFilter } from './fieldFilter';

describe('fieldFilter', () => {
  it('finds the filter that sets a field, including both ends of a date range', () => {
    expect(fieldFilter(realtimeGenerationDescriptor, 'startDate')?.widget).toBe('dateRange');
    expect(fieldFilter(realtimeGenerationDescriptor, 'endDate')?.widget).toBe('dateRange');
    expect(fieldFilter(realtimeGenerationDescriptor, 'powerPlantId')?.widget).toBe('lookup');
    expect(fieldFilter(realtimeGenerationDescriptor, 'page')).toBeUndefined();
  });
});
