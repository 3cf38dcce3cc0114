import { describe, expect, it } from 'vitest';
import { mcpDescriptor, realtimeGenerationDescriptor } from './descriptorFixtures';
import { requestKey } from './requestKey';

describe('requestKey', () => {
  it('starts with the descriptor id and lists request values in a fixed order', () => {
    expect(requestKey(realtimeGenerationDescriptor, { powerPlantId: 7, endDate: '2024-07-02', startDate: '2024-07-01' })).toEqual([
      'realtime-generation',
      '2024-07-01T00:00:00+03:00',
      '2024-07-02T00:00:00+03:00',
      7,
    ]);
  });

  it('is the same for values that make the same request', () => {
    const a = requestKey(realtimeGenerationDescriptor, { startDate: '2024-07-01', endDate: '2024-07-01', powerPlantId: '7' });
    const b = requestKey(realtimeGenerationDescriptor, { endDate: '2024-07-01', startDate: '2024-07-01', powerPlantId: 7, page: 2, ui: 'x' });
    expect(a).toEqual(b);
  });

  it('changes when a request-affecting value changes', () => {
    const a = requestKey(mcpDescriptor, { startDate: '2024-07-01', endDate: '2024-07-01' });
    const b = requestKey(mcpDescriptor, { startDate: '2024-07-01', endDate: '2024-07-02' });
    expect(a).not.toEqual(b);
  });

  it('holds null for a field the request leaves out, so the key stays JSON', () => {
    expect(requestKey(realtimeGenerationDescriptor, { startDate: '2024-07-01', endDate: '2024-07-01' })).toEqual([
      'realtime-generation',
      '2024-07-01T00:00:00+03:00',
      '2024-07-01T00:00:00+03:00',
      null,
    ]);
  });
});
