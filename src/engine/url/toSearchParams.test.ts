import { describe, expect, it } from 'vitest';
import { defaultFilterValues } from '../request/defaultFilterValues';
import { fixtures } from '../testing/reportFixtures';
import { smpWithEveryFieldKind } from '../testing/reportVariants';
import { toSearchParams } from './toSearchParams';

const now = new Date('2024-07-29T07:00:00Z');
const { realtimeGeneration } = fixtures;

describe('toSearchParams', () => {
  it('writes nothing when the values are the defaults', () => {
    const defaults = defaultFilterValues(smpWithEveryFieldKind, now);
    expect(toSearchParams(smpWithEveryFieldKind, { ...defaults }, defaults).toString()).toBe('');
  });

  it('writes only the fields the user changed, keyed by request field name', () => {
    const defaults = defaultFilterValues(realtimeGeneration, now);
    const params = toSearchParams(realtimeGeneration, { ...defaults, startDate: '2024-02-29', powerPlantId: 2461 }, defaults);
    expect(params.toString()).toBe('startDate=2024-02-29&powerPlantId=2461');
  });

  it('treats "1" and 1 as the same value', () => {
    const defaults = { ...defaultFilterValues(smpWithEveryFieldKind, now), powerPlantId: 5 };
    expect(toSearchParams(smpWithEveryFieldKind, { ...defaults, powerPlantId: '5' }, defaults).toString()).toBe('');
  });

  it('writes a cleared default as an empty value', () => {
    const defaults = { ...defaultFilterValues(realtimeGeneration, now), powerPlantId: 7 };
    const params = toSearchParams(realtimeGeneration, { ...defaults, powerPlantId: undefined }, defaults);
    expect(params.toString()).toBe('powerPlantId=');
  });

  it('never writes page or fields the descriptor does not declare', () => {
    // This variant declares page in its request.
    const defaults = defaultFilterValues(smpWithEveryFieldKind, now);
    expect(toSearchParams(smpWithEveryFieldKind, { ...defaults, page: 4, theme: 'dark' }, defaults).toString()).toBe('');
  });
});
