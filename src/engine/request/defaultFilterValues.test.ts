import { describe, expect, it } from 'vitest';
import { fixtures } from '../testing/reportFixtures';
import { smpWithEveryFieldKind } from '../testing/reportVariants';
import { defaultFilterValues } from './defaultFilterValues';

const now = new Date('2024-07-29T07:00:00Z');

describe('defaultFilterValues', () => {
  it('resolves the date range preset into both bound fields', () => {
    expect(defaultFilterValues(fixtures.mcp, now)).toEqual({ startDate: '2024-07-29', endDate: '2024-07-29' });
  });

  it('leaves a lookup without a default empty but present', () => {
    const values = defaultFilterValues(fixtures.realtimeGeneration, now);
    expect(values).toEqual({ startDate: '2024-07-28', endDate: '2024-07-28', powerPlantId: undefined });
    expect(Object.keys(values)).toContain('powerPlantId');
  });

  it('takes lookup defaults', () => {
    expect(defaultFilterValues(fixtures.damDailyLevel, now)).toEqual({ basinName: 'Fırat', damName: undefined });
  });

  it('takes select defaults and request-field defaults', () => {
    expect(defaultFilterValues(smpWithEveryFieldKind, now)).toEqual({
      startDate: '2024-07-28',
      endDate: '2024-07-28',
      region: 'TR1',
      powerPlantId: undefined,
      includeLicensed: 'true',
      sourceType: 'ALL',
    });
  });

  it('uses the Istanbul day around midnight', () => {
    expect(defaultFilterValues(fixtures.mcp, new Date('2024-02-28T21:00:00Z'))).toEqual({
      startDate: '2024-02-29',
      endDate: '2024-02-29',
    });
  });
});
