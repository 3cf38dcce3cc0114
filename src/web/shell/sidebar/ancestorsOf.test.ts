import { describe, expect, it } from 'vitest';
import { ancestorsOf } from './ancestorsOf';
import { dam, electricity, menuFixture, operator } from './menuFixture';

describe('ancestorsOf', () => {
  it('lists the groups above a page, outermost first', () => {
    expect(ancestorsOf(menuFixture, 61)).toEqual([electricity, dam]);
    expect(ancestorsOf(menuFixture, ' 61 ')).toEqual([electricity, dam]);
    expect(ancestorsOf(menuFixture, 10)).toEqual([electricity]);
  });

  it('answers no ancestors for a top-level node, an unknown id and no id', () => {
    expect(ancestorsOf(menuFixture, operator.id)).toEqual([]);
    expect(ancestorsOf(menuFixture, 12345)).toEqual([]);
    expect(ancestorsOf(menuFixture, undefined)).toEqual([]);
    expect(ancestorsOf(menuFixture, '')).toEqual([]);
  });
});
