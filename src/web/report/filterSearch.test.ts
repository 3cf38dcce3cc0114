import { describe, expect, it } from 'vitest';
import { defaultFilterValues } from '../../engine/request/defaultFilterValues';
import { fixtures } from '../../engine/testing/reportFixtures';
import { fromSearchString, toSearchString } from './filterSearch';

const { realtimeGeneration } = fixtures;
const now = new Date('2024-07-29T10:00:00+03:00');
const defaults = defaultFilterValues(realtimeGeneration, now);

describe('filter state in the URL', () => {
  it('writes nothing for the defaults', () => {
    expect(toSearchString(realtimeGeneration, defaults, defaults)).toBe('');
    expect(fromSearchString(realtimeGeneration, '', defaults)).toEqual(defaults);
  });

  it('writes only what changed and reads it back', () => {
    const values = { ...defaults, startDate: '2024-07-01', powerPlantId: 42 };
    const search = toSearchString(realtimeGeneration, values, defaults);
    expect(search).toBe('?startDate=2024-07-01&powerPlantId=42');
    expect(fromSearchString(realtimeGeneration, search, defaults)).toEqual(values);
  });

  it('ignores values that do not fit the descriptor', () => {
    const read = fromSearchString(realtimeGeneration, '?startDate=yesterday&powerPlantId=abc&other=1', defaults);
    expect(read).toEqual(defaults);
  });
});
