import { describe, expect, it } from 'vitest';
import { filterMenu } from './filterMenu';
import { dam, electricity, gasPrice, idmPrice, igdir, losses, mcp, menuFixture, transmission } from './menuFixture';

const ids = (query: string, locale: 'tr' | 'en') => filterMenu(menuFixture, query, locale).map((match) => match.node.id);

describe('filterMenu', () => {
  it('finds pages by a part of their title, ignoring case, with their groups', () => {
    expect(filterMenu(menuFixture, 'takas', 'tr')).toEqual([{ node: mcp, ancestors: [electricity, dam] }]);
    expect(ids('CLEARING', 'en')).toEqual([mcp.id]);
  });

  it('folds Turkish letters both ways: what a foreign keyboard types finds the Turkish title', () => {
    expect(ids('iletim kay', 'tr')).toEqual([losses.id]);
    expect(ids('İLETİM KAYIP', 'tr')).toEqual([losses.id]);
    expect(ids('igdir', 'tr')).toEqual([igdir.id]);
    expect(ids('ığdır', 'tr')).toEqual([igdir.id]);
    expect(ids('agirlikli', 'tr')).toEqual([idmPrice.id]);
  });

  it('matches the other language too, after the reader’s own', () => {
    expect(ids('takas', 'en')).toEqual([mcp.id]);
    expect(ids('reference', 'tr')).toEqual([gasPrice.id]);
  });

  it('lists the pages under a group whose name matches, after title matches', () => {
    // "iletim" is the Transmission group: its pages follow the page titled with the word.
    expect(ids('iletim', 'tr')).toEqual([losses.id, igdir.id]);
    expect(ids('gun oncesi', 'tr')).toEqual([61, 62]);
    expect(filterMenu(menuFixture, 'loss', 'en')[0]?.ancestors).toEqual([electricity, transmission]);
  });

  it('ranks an exact title before titles that only contain the words', () => {
    expect(ids('gas reference price', 'en')).toEqual([gasPrice.id]);
    expect(ids('market clearing price (mcp)', 'en')[0]).toBe(mcp.id);
  });

  it('lists nothing for an empty query and never lists groups themselves', () => {
    expect(ids('   ', 'en')).toEqual([]);
    expect(ids('', 'tr')).toEqual([]);
    expect(ids('boş', 'tr')).toEqual([]);
  });
});
