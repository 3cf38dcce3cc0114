import { describe, expect, it } from 'vitest';
import { defaultFilterValues } from '../request/defaultFilterValues';
import { realtimeGenerationDescriptor, regionalDescriptor } from '../request/descriptorFixtures';
import { fromSearchParams } from './fromSearchParams';
import { toSearchParams } from './toSearchParams';

const now = new Date('2024-07-29T07:00:00Z');
const generationDefaults = defaultFilterValues(realtimeGenerationDescriptor, now);
const regionalDefaults = defaultFilterValues(regionalDescriptor, now);

function read(query: string, descriptor = realtimeGenerationDescriptor, defaults = generationDefaults) {
  return fromSearchParams(descriptor, new URLSearchParams(query), defaults);
}

describe('fromSearchParams', () => {
  it('returns the defaults for an empty query', () => {
    expect(read('')).toEqual(generationDefaults);
  });

  it('overlays valid values, typed as the request field wants', () => {
    expect(read('startDate=2024-02-01&endDate=2024-02-29&powerPlantId=2461')).toEqual({
      startDate: '2024-02-01',
      endDate: '2024-02-29',
      powerPlantId: 2461,
    });
  });

  it('ignores malformed dates, non-numeric integers, unknown keys and page', () => {
    expect(read('startDate=2023-02-29&endDate=29.07.2024&powerPlantId=12abc&page=3&foo=bar')).toEqual(generationDefaults);
  });

  it('ignores values outside a select or enum', () => {
    expect(read('region=TR9', regionalDescriptor, regionalDefaults).region).toBe('TR1');
    expect(read('region=TR2', regionalDescriptor, regionalDefaults).region).toBe('TR2');
    expect(read('includeLicensed=maybe', regionalDescriptor, regionalDefaults).includeLicensed).toBe('true');
  });

  it('strips HTML from text values and drops what is left empty', () => {
    expect(read('sourceType=<b>WIND</b>', regionalDescriptor, regionalDefaults).sourceType).toBe('WIND');
    expect(read('sourceType=<script>alert(1)</script>', regionalDescriptor, regionalDefaults).sourceType).toBe('alert(1)');
    expect(read('sourceType=<img src=x onerror=alert(1)>', regionalDescriptor, regionalDefaults).sourceType).toBe('ALL');
    expect(read('sourceType=a<svg', regionalDescriptor, regionalDefaults).sourceType).toBe('a');
  });

  it('lets an empty value clear an optional field but not a required one', () => {
    expect(read('powerPlantId=', realtimeGenerationDescriptor, { ...generationDefaults, powerPlantId: 7 }).powerPlantId).toBeUndefined();
    expect(read('startDate=').startDate).toBe('2024-07-28');
  });

  it('ignores absurdly long values', () => {
    expect(read(`sourceType=${'x'.repeat(500)}`, regionalDescriptor, regionalDefaults).sourceType).toBe('ALL');
  });

  it('round-trips with toSearchParams', () => {
    const values = { ...regionalDefaults, startDate: '2024-02-29', endDate: '2025-02-28', region: 'TR2', organizationId: 195, threshold: -1.5 };
    const params = toSearchParams(regionalDescriptor, values, regionalDefaults);
    expect(fromSearchParams(regionalDescriptor, new URLSearchParams(params.toString()), regionalDefaults)).toEqual(values);
  });
});
