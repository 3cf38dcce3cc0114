import { describe, expect, it } from 'vitest';
import { defaultFilterValues } from '../request/defaultFilterValues';
import { mcpDescriptor, realtimeGenerationDescriptor, regionalDescriptor } from '../request/descriptorFixtures';
import { toSearchParams } from './toSearchParams';

const now = new Date('2024-07-29T07:00:00Z');

describe('toSearchParams', () => {
  it('writes nothing when the values are the defaults', () => {
    const defaults = defaultFilterValues(regionalDescriptor, now);
    expect(toSearchParams(regionalDescriptor, { ...defaults }, defaults).toString()).toBe('');
  });

  it('writes only the fields the user changed, keyed by request field name', () => {
    const defaults = defaultFilterValues(realtimeGenerationDescriptor, now);
    const params = toSearchParams(realtimeGenerationDescriptor, { ...defaults, startDate: '2024-02-29', powerPlantId: 2461 }, defaults);
    expect(params.toString()).toBe('startDate=2024-02-29&powerPlantId=2461');
  });

  it('treats "1" and 1 as the same value', () => {
    const defaults = { ...defaultFilterValues(regionalDescriptor, now), organizationId: 5 };
    expect(toSearchParams(regionalDescriptor, { ...defaults, organizationId: '5' }, defaults).toString()).toBe('');
  });

  it('writes a cleared default as an empty value', () => {
    const defaults = { ...defaultFilterValues(realtimeGenerationDescriptor, now), powerPlantId: 7 };
    const params = toSearchParams(realtimeGenerationDescriptor, { ...defaults, powerPlantId: undefined }, defaults);
    expect(params.toString()).toBe('powerPlantId=');
  });

  it('never writes page or fields the descriptor does not declare', () => {
    const defaults = defaultFilterValues(mcpDescriptor, now);
    expect(toSearchParams(mcpDescriptor, { ...defaults, page: 4, theme: 'dark' }, defaults).toString()).toBe('');
  });
});
