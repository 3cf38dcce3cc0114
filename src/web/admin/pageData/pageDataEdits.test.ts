// What the page-data editors accept and send: a limit, a pair of descriptions, an Istanbul update time; and the
// search over the table.
import { describe, expect, it } from 'vitest';
import { checkDescription, checkLimit, checkUpdateTime, matchesSearch, toLocalInput } from './pageDataEdits';

describe('checkLimit', () => {
  it('sends a unit and a whole value within the unit\'s bound, or nulls for no limit of the administrator\'s', () => {
    expect(checkLimit(61, { mode: 'custom', rangeType: 'GUN', value: ' 7 ' })).toEqual({ ok: true, item: { menuId: 61, rangeType: 'GUN', rangeMaxValue: 7 } });
    expect(checkLimit(61, { mode: 'none', rangeType: 'AY', value: 'x' })).toEqual({ ok: true, item: { menuId: 61, rangeType: null, rangeMaxValue: null } });
  });

  it('names the value at fault with its bound', () => {
    for (const value of ['0', '11', '1.5', '', 'abc']) {
      expect(checkLimit(61, { mode: 'custom', rangeType: 'YIL', value })).toEqual({ ok: false, errors: { value: { key: 'adminPages.limits.badValue', values: { max: 10 } } } });
    }
  });
});

describe('checkDescription', () => {
  it('trims both texts and refuses an empty or too long one, naming each field', () => {
    expect(checkDescription(9, { tr: ' Açıklama ', en: 'Text' })).toEqual({ ok: true, item: { menuId: 9, descriptionTr: 'Açıklama', descriptionEn: 'Text' } });
    expect(checkDescription(9, { tr: '   ', en: 'x'.repeat(2001) })).toEqual({
      ok: false, errors: { tr: { key: 'adminPages.descriptions.empty' }, en: { key: 'adminPages.descriptions.tooLong', values: { max: 2000 } } },
    });
  });
});

describe('checkUpdateTime', () => {
  it('turns the input\'s wall time into an Istanbul time, and empty into the automatic time', () => {
    expect(checkUpdateTime(61, { local: '2024-08-20T15:30' })).toEqual({ ok: true, item: { menuId: 61, updateTime: '2024-08-20T15:30:00+03:00' } });
    expect(checkUpdateTime(61, { local: '' })).toEqual({ ok: true, item: { menuId: 61, updateTime: null } });
    expect(toLocalInput('2024-08-20T15:30:00+03:00')).toBe('2024-08-20T15:30');
  });

  it('refuses a day that does not exist', () => {
    expect(checkUpdateTime(61, { local: '2024-02-30T10:00' }).ok).toBe(false);
    expect(checkUpdateTime(61, { local: '20.08.2024 10:00' }).ok).toBe(false);
  });
});

describe('matchesSearch', () => {
  const row = { menuId: 61, titleTr: 'Piyasa Takas Fiyatı (PTF)', titleEn: 'Market Clearing Price (MCP)', menuPathTr: 'Elektrik › Gün Öncesi Piyasası', menuPathEn: 'Electricity › Day-Ahead Market' };
  it('finds a page by words of either title, its menu path or its id, Turkish letters included', () => {
    expect(matchesSearch(row, 'clearing mcp')).toBe(true);
    expect(matchesSearch(row, 'FİYATI')).toBe(true);
    expect(matchesSearch(row, 'gün öncesi')).toBe(true);
    expect(matchesSearch(row, '61')).toBe(true);
    expect(matchesSearch(row, 'intraday')).toBe(false);
  });
});
