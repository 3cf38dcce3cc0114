import { describe, expect, it } from 'vitest';
import { fixtures } from '../testing/reportFixtures';
import { requestKey } from './requestKey';

const { mcp, realtimeGeneration } = fixtures;

describe('requestKey', () => {
  it('starts with the descriptor id and lists request values in a fixed order', () => {
    expect(requestKey(realtimeGeneration, { powerPlantId: 7, endDate: '2024-07-02', startDate: '2024-07-01' })).toEqual([
      'realtime-generation',
      '2024-07-01T00:00:00+03:00',
      '2024-07-02T00:00:00+03:00',
      7,
    ]);
  });

  it('is the same for values that make the same request', () => {
    const a = requestKey(realtimeGeneration, { startDate: '2024-07-01', endDate: '2024-07-01', powerPlantId: '7' });
    const b = requestKey(realtimeGeneration, { endDate: '2024-07-01', startDate: '2024-07-01', powerPlantId: 7, page: 2, ui: 'x' });
    expect(a).toEqual(b);
  });

  it('changes when a request-affecting value changes', () => {
    const a = requestKey(mcp, { startDate: '2024-07-01', endDate: '2024-07-01' });
    const b = requestKey(mcp, { startDate: '2024-07-01', endDate: '2024-07-02' });
    expect(a).not.toEqual(b);
  });

  it('holds null for a field the request leaves out, so the key stays JSON', () => {
    expect(requestKey(realtimeGeneration, { startDate: '2024-07-01', endDate: '2024-07-01' })).toEqual([
      'realtime-generation',
      '2024-07-01T00:00:00+03:00',
      '2024-07-01T00:00:00+03:00',
      null,
    ]);
  });
});
