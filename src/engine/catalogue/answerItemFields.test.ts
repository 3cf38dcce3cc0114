// Where an answer's items are: under `items`, nested in a RestResponse, a bare array, or the flat answer itself.
import { describe, expect, it } from 'vitest';
import { answerItems } from './answerItemFields';
import { findOperation } from './catalogue';

describe('answerItems', () => {
  it('reads a flat answer whose keys are its item fields as one item', () => {
    const operation = findOperation('electricity-service', '/v1/renewables/data/new-installed-capacity')!;
    const answer = { installedCapacities: [{ sourceType: 'RÜZGAR', installedCapacity: 900, plantCount: 40 }] };
    expect(answerItems(operation, answer)).toEqual([answer]);
  });

  it('reads items under `items` and finds none in an answer of another shape', () => {
    const operation = findOperation('electricity-service', '/v1/renewables/data/spot-order')!;
    expect(answerItems(operation, { items: [{ orderQuantity: 1 }], page: {} })).toEqual([{ orderQuantity: 1 }]);
    expect(answerItems(operation, { page: {} })).toEqual([]);
  });
});
