import { describe, expect, it } from 'vitest';
import { columnOf, fixtures } from '../testing/reportFixtures';
import { headerText } from './headerText';

const date = columnOf(fixtures.mcp, 'date');
const price = columnOf(fixtures.mcp, 'price');

describe('headerText', () => {
  it('adds the unit in the reader language', () => {
    expect(headerText(price, 'tr')).toBe('PTF (TL/MWh)');
    expect(headerText(price, 'en')).toBe('MCP (TL/MWh)');
    expect(headerText({ ...price, unit: 'hm3' }, 'tr')).toBe('PTF (hm³)');
  });

  it('leaves a column without unit as its label', () => {
    expect(headerText(date, 'tr')).toBe('Tarih');
  });
});
