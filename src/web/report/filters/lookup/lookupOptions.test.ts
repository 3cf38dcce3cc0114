import { describe, expect, it } from 'vitest';
import { lookups } from '../../../../engine/lookups/lookups';
import { foldForSearch } from './foldForSearch';
import { toLookupOptions } from './lookupOptions';
import { matchOptions } from './matchOptions';

const plants = toLookupOptions(lookups['powerplant-list']!, {
  items: [
    { id: 1, name: 'ATATÜRK HES', shortName: 'ATATURK', eic: '40W000000000123X' },
    { id: 2, name: 'KEBAN HES', shortName: 'KEBAN', eic: '40W000000000456Y' },
    { id: 3, name: 'İSKENDERUN ENERJİ', shortName: 'ISKEN', eic: '40W000000000789Z' },
    { id: 4, name: 'AFŞİN ELBİSTAN B', shortName: 'ELBİSTAN B', eic: '40W000000000111A' },
  ],
});

describe('lookup options', () => {
  it('reads each envelope', () => {
    expect(plants[0]).toMatchObject({ value: 1, label: 'ATATÜRK HES', detail: 'ATATURK · 40W000000000123X' });
    expect(toLookupOptions(lookups['basin-list']!, ['Fırat', 'Dicle']).map((o) => o.value)).toEqual(['Fırat', 'Dicle']);
    expect(toLookupOptions(lookups['dam-list']!, { damList: ['KEBAN'] })).toEqual([{ value: 'KEBAN', label: 'KEBAN', haystack: 'keban' }]);
    expect(toLookupOptions(lookups['dam-list']!, null)).toEqual([]);
    // years answered as numbers stay numbers (the request's year is a number) and read as written
    expect(toLookupOptions(lookups['renewables-participant-year-list']!, [2025, 2024])).toEqual([
      { value: 2025, label: '2025', haystack: '2025' }, { value: 2024, label: '2024', haystack: '2024' },
    ]);
  });

  it('folds Turkish letters and case', () => {
    expect(foldForSearch('İSKENDERUN Şırnak Çağ')).toBe('iskenderun sirnak cag');
    expect(foldForSearch('ISPARTA')).toBe('isparta');
  });

  it('finds by name, short name or EIC, best matches first', () => {
    expect(matchOptions(plants, 'iskenderun').matches.map((o) => o.value)).toEqual([3]);
    expect(matchOptions(plants, '40W000000000456').matches.map((o) => o.value)).toEqual([2]);
    expect(matchOptions(plants, 'elbistan').matches.map((o) => o.value)).toEqual([4]);
    expect(matchOptions(plants, 'hes').matches.map((o) => o.value)).toEqual([1, 2]);
    expect(matchOptions(plants, 'keb hes').matches.map((o) => o.value)).toEqual([2]);
  });

  it('ranks word starts above matches inside codes', () => {
    const options = [
      { value: 1, label: 'SANTRAL 15', haystack: 'santral 15 40w0000000001014' },
      { value: 2, label: 'SANTRAL 141', haystack: 'santral 141 40w0000000001140' },
    ];
    expect(matchOptions(options, 'santral 14').matches.map((o) => o.value)).toEqual([2, 1]);
  });

  it('draws a bounded number and counts the rest', () => {
    const many = Array.from({ length: 1500 }, (_, i) => ({ value: i, label: `Santral ${i}`, haystack: `santral ${i}` }));
    const result = matchOptions(many, 'santral', 50);
    expect(result.matches).toHaveLength(50);
    expect(result.more).toBe(1450);
    expect(matchOptions(many, '').more).toBe(1450);
  });
});
