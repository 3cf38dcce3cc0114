import { describe, expect, it } from 'vitest';
import { columnOf, fixtures } from '../testing/reportFixtures';
import { columnHeader } from './columnHeader';

const hour = columnOf(fixtures.mcp, 'hour');
const price = columnOf(fixtures.mcp, 'price');

describe('columnHeader', () => {
  it('adds the unit label in brackets', () => {
    expect(columnHeader(price, 'tr')).toBe('PTF (TL/MWh)');
    expect(columnHeader(price, 'en')).toBe('MCP (TL/MWh)');
    expect(columnHeader({ ...price, unit: 'hm3' }, 'en')).toBe('MCP (hm³)');
  });

  it('gives the label alone for a column without a unit', () => {
    expect(columnHeader(hour, 'tr')).toBe('Saat');
    expect(columnHeader(hour, 'en')).toBe('Hour');
  });
});
