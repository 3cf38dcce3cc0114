import { describe, expect, it } from 'vitest';
import { realtimeGenerationDescriptor } from './descriptorFixtures';
import { requestFieldNames } from './requestFieldNames';

describe('requestFieldNames', () => {
  it('lists the declared request fields in order, without page', () => {
    expect(requestFieldNames(realtimeGenerationDescriptor)).toEqual(['startDate', 'endDate', 'powerPlantId']);
  });
});
