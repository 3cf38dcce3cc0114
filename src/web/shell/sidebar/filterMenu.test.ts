import { describe, expect, it } from 'vitest';
import { filterMenu } from './filterMenu';
import { dam, electricity, idmPrice, igdir, losses, mcp, menuFixture, transmission } from './menuFixture';

const ids = (query: string, locale: 'tr' | 'en') => filterMenu(menuFixture, query, locale).map((match) => match.node.id);

describe('filterMenu', () => {
  it('finds pages by a part of their title in the current language, ignoring case', () => {
    expect(filterMenu(menuFixture, 'takas', 'tr')).toEqual([{ node: mcp, ancestors: [electricity, dam] }]);
    expect(ids('CLEARING', 'en')).toEqual([mcp.id]);
    expect(ids('takas', 'en')).toEqual([]);
  });

  it('lower-cases Turkish capitals the Turkish way', () => {
    expect(ids('iletim', 'tr')).toEqual([losses.id]);
    expect(ids('İLETİM', 'tr')).toEqual([losses.id]);
    // Turkish I is dotless: IĞDIR is found by ığdır, not by iğdir.
    expect(ids('ığdır', 'tr')).toEqual([igdir.id]);
    expect(ids('iğdir', 'tr')).toEqual([]);
    expect(ids('INTRADAY', 'en')).toEqual([idmPrice.id]);
  });

  it('lists matches in menu order with their groups, and nothing for an empty query', () => {
    expect(ids('a', 'en')).toEqual([61, 62, 71, 81, 91, 99]);
    expect(filterMenu(menuFixture, 'loss', 'en')[0]?.ancestors).toEqual([electricity, transmission]);
    expect(ids('   ', 'en')).toEqual([]);
    expect(ids('', 'tr')).toEqual([]);
  });

  it('never lists groups, even when their title matches', () => {
    expect(ids('spot', 'en')).toEqual([]);
    expect(ids('boş', 'tr')).toEqual([]);
  });
});
