import { describe, expect, it } from 'vitest';
import { firstLeaf } from './firstLeaf';
import { electricity, emptyGroup, mcp, naturalGas, gasPrice } from './menuFixture';

describe('firstLeaf', () => {
  it('goes depth first in menu order, whatever the order of the children in the answer', () => {
    expect(firstLeaf(electricity)).toBe(mcp);
    expect(firstLeaf(naturalGas)).toBe(gasPrice);
  });

  it('answers the page itself for a page and nothing for an empty group', () => {
    expect(firstLeaf(mcp)).toBe(mcp);
    expect(firstLeaf(emptyGroup)).toBeUndefined();
  });
});
