import { describe, expect, it } from 'vitest';
import { fixtures } from '../testing/reportFixtures';
import { smpWithEveryFieldKind } from '../testing/reportVariants';
import { toRequest } from './toRequest';

const { mcp, realtimeGeneration } = fixtures;

describe('toRequest', () => {
  it('writes dates as the web service date-time', () => {
    expect(toRequest(mcp, { startDate: '2024-07-01', endDate: '2024-07-29' })).toEqual({
      startDate: '2024-07-01T00:00:00+03:00',
      endDate: '2024-07-29T00:00:00+03:00',
    });
  });

  it('never sends page, even when the values hold one', () => {
    const request = toRequest(smpWithEveryFieldKind, { startDate: '2024-07-01', endDate: '2024-07-01', powerPlantId: 7, page: 3 });
    expect(request).not.toHaveProperty('page');
  });

  it('sends only declared fields and leaves empty optional ones out', () => {
    expect(
      toRequest(realtimeGeneration, { startDate: '2024-02-29', endDate: '2024-02-29', powerPlantId: '', other: 'x' }),
    ).toEqual({ startDate: '2024-02-29T00:00:00+03:00', endDate: '2024-02-29T00:00:00+03:00' });
  });

  it('converts integers, numbers and booleans, and fills request defaults', () => {
    expect(
      toRequest(smpWithEveryFieldKind, {
        startDate: '2024-01-01',
        endDate: '2024-12-31',
        region: 'TR2',
        powerPlantId: '195',
        threshold: '-0.5',
      }),
    ).toEqual({
      startDate: '2024-01-01T00:00:00+03:00',
      endDate: '2024-12-31T00:00:00+03:00',
      region: 'TR2',
      powerPlantId: 195,
      threshold: -0.5,
      includeLicensed: true,
      sourceType: 'ALL',
    });
    expect(toRequest(smpWithEveryFieldKind, { includeLicensed: 'false', threshold: 0 })).toMatchObject({
      includeLicensed: false,
      threshold: 0,
    });
  });

  it('leaves unreadable values out rather than sending them', () => {
    expect(toRequest(realtimeGeneration, { startDate: '2023-02-29', endDate: '2024-07-01', powerPlantId: 'abc' })).toEqual({
      endDate: '2024-07-01T00:00:00+03:00',
    });
  });
});
