import { describe, expect, it } from 'vitest';
import { coerceLikeOperator } from './coerceLikeOperator';

const fields = {
  powerPlantId: { type: 'integer', required: false }, powerPlantIds: { type: 'integerList', required: false }, region: { type: 'string', required: false },
  share: { type: 'number', required: false }, final: { type: 'boolean', required: false },
} as const;

describe('coerceLikeOperator', () => {
  it('takes numbers sent as text, text sent as a number, and lists of either, as the operator does', () => {
    expect(coerceLikeOperator({ powerPlantId: '1', powerPlantIds: ['3197407', 3197410], region: 1, share: '2.5', final: 'true', page: { number: '2', size: '50' } }, fields))
      .toEqual({ powerPlantId: 1, powerPlantIds: [3197407, 3197410], region: '1', share: 2.5, final: true, page: { number: 2, size: 50 } });
  });

  it('leaves what is no number, and fields it does not know, as sent, for validation to judge', () => {
    const body = { powerPlantId: 'abc', share: '1e400x', powerPlantIds: ['1; DROP TABLE x'], unknown: '5', region: { a: 1 } };
    expect(coerceLikeOperator(body, fields)).toEqual(body);
  });
});
