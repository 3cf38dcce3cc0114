import { describe, expect, it } from 'vitest';
import { hasLeaf, isLeaf } from './hasLeaf';
import { dam, emptyGroup, mcp, operator } from './menuFixture';

describe('hasLeaf', () => {
  it('counts pages and outside links as leaves, groups never', () => {
    expect(isLeaf(mcp)).toBe(true);
    expect(isLeaf(operator)).toBe(true);
    expect(isLeaf(dam)).toBe(false);
  });

  it('finds a page at any depth and none in a group of empty groups', () => {
    expect(hasLeaf(dam)).toBe(true);
    expect(hasLeaf(emptyGroup)).toBe(false);
    expect(hasLeaf({ ...mcp, urlEn: null })).toBe(false);
  });
});
