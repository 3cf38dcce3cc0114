import { describe, expect, it } from 'vitest';
import { columnOf, fixtures } from '../testing/reportFixtures';
import { headerText } from './headerText';

const date = columnOf(fixtures.mcp, 'date');
const hour = columnOf(fixtures.mcp, 'hour');
const price = columnOf(fixtures.mcp, 'price');

describe('headerText', () => {
  it('adds the unit in the reader language', () => {
    expect(headerText(price, 'tr')).toBe('PTF (TL/MWh)');
    expect(headerText(price, 'en')).toBe('MCP (TL/MWh)');
    expect(headerText({ ...price, unit: 'hm3' }, 'tr')).toBe('PTF (hm³)');
  });

  it('puts the time zone on dates and hours', () => {
    expect(headerText(date, 'tr')).toBe('Tarih (UTC+3)');
    expect(headerText(hour, 'en')).toBe('Hour (UTC+3)');
  });

  it('leaves a column without unit or time as its label', () => {
    expect(headerText(columnOf(fixtures.damDailyLevel, 'dam'), 'tr')).toBe('Baraj');
  });
});
