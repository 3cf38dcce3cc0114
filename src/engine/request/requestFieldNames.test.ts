import { describe, expect, it } from 'vitest';
import { fixtures } from '../testing/reportFixtures';
import { smpWithEveryFieldKind } from '../testing/reportVariants';
import { requestFieldNames } from './requestFieldNames';

describe('requestFieldNames', () => {
  it('lists the declared request fields in order, without page', () => {
    expect(requestFieldNames(fixtures.realtimeGeneration)).toEqual(['startDate', 'endDate', 'powerPlantId']);
    expect(requestFieldNames(smpWithEveryFieldKind)).toEqual(['startDate', 'endDate', 'region', 'powerPlantId', 'threshold', 'includeLicensed', 'sourceType']);
  });
});
