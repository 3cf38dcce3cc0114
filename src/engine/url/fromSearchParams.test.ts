import { describe, expect, it } from 'vitest';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { defaultFilterValues } from '../request/defaultFilterValues';
import { fixtures } from '../testing/reportFixtures';
import { smpWithEveryFieldKind } from '../testing/reportVariants';
import { fromSearchParams } from './fromSearchParams';
import { toSearchParams } from './toSearchParams';

const now = new Date('2024-07-29T07:00:00Z');
const { realtimeGeneration } = fixtures;
const generationDefaults = defaultFilterValues(realtimeGeneration, now);
const regionalDefaults = defaultFilterValues(smpWithEveryFieldKind, now);

function read(query: string, descriptor: ReportDescriptor = realtimeGeneration, defaults = generationDefaults) {
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
    // Even where the request declares page.
    expect(read('page=3', smpWithEveryFieldKind, regionalDefaults)).toEqual(regionalDefaults);
  });

  it('ignores values outside a select or enum', () => {
    expect(read('region=TR9', smpWithEveryFieldKind, regionalDefaults).region).toBe('TR1');
    expect(read('region=TR2', smpWithEveryFieldKind, regionalDefaults).region).toBe('TR2');
    expect(read('includeLicensed=maybe', smpWithEveryFieldKind, regionalDefaults).includeLicensed).toBe('true');
  });

  it('strips HTML from text values and drops what is left empty', () => {
    expect(read('sourceType=<b>WIND</b>', smpWithEveryFieldKind, regionalDefaults).sourceType).toBe('WIND');
    expect(read('sourceType=<script>alert(1)</script>', smpWithEveryFieldKind, regionalDefaults).sourceType).toBe('alert(1)');
    expect(read('sourceType=<img src=x onerror=alert(1)>', smpWithEveryFieldKind, regionalDefaults).sourceType).toBe('ALL');
    expect(read('sourceType=a<svg', smpWithEveryFieldKind, regionalDefaults).sourceType).toBe('a');
  });

  it('lets an empty value clear an optional field but not a required one', () => {
    expect(read('powerPlantId=', realtimeGeneration, { ...generationDefaults, powerPlantId: 7 }).powerPlantId).toBeUndefined();
    expect(read('startDate=').startDate).toBe('2024-07-28');
  });

  it('ignores absurdly long values', () => {
    expect(read(`sourceType=${'x'.repeat(500)}`, smpWithEveryFieldKind, regionalDefaults).sourceType).toBe('ALL');
  });

  it('round-trips with toSearchParams', () => {
    const values = { ...regionalDefaults, startDate: '2024-02-29', endDate: '2025-02-28', region: 'TR2', powerPlantId: 195, threshold: -1.5 };
    const params = toSearchParams(smpWithEveryFieldKind, values, regionalDefaults);
    expect(fromSearchParams(smpWithEveryFieldKind, new URLSearchParams(params.toString()), regionalDefaults)).toEqual(values);
  });
});
