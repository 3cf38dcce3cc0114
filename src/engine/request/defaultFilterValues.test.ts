import { describe, expect, it } from 'vitest';
import { defaultFilterValues } from './defaultFilterValues';
import { mcpDescriptor, realtimeGenerationDescriptor, regionalDescriptor } from './descriptorFixtures';

const now = new Date('2024-07-29T07:00:00Z');

describe('defaultFilterValues', () => {
  it('resolves the date range preset into both bound fields', () => {
    expect(defaultFilterValues(mcpDescriptor, now)).toEqual({ startDate: '2024-07-29', endDate: '2024-07-29' });
  });

  it('leaves a lookup without a default empty but present', () => {
    const values = defaultFilterValues(realtimeGenerationDescriptor, now);
    expect(values).toEqual({ startDate: '2024-07-28', endDate: '2024-07-28', powerPlantId: undefined });
    expect(Object.keys(values)).toContain('powerPlantId');
  });

  it('takes select defaults and request-field defaults', () => {
    expect(defaultFilterValues(regionalDescriptor, now)).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-07-29',
      region: 'TR1',
      organizationId: undefined,
      includeLicensed: 'true',
      sourceType: 'ALL',
    });
  });

  it('uses the Istanbul day around midnight', () => {
    expect(defaultFilterValues(mcpDescriptor, new Date('2024-02-28T21:00:00Z'))).toEqual({
      startDate: '2024-02-29',
      endDate: '2024-02-29',
    });
  });
});
