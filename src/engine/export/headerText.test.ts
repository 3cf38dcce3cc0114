import { describe, expect, it } from 'vitest';
import { headerText } from './headerText';
import { mcpColumns, testColumn } from './exportFixtures';

describe('headerText', () => {
  it('adds the unit in the reader language', () => {
    expect(headerText(mcpColumns[2]!, 'tr')).toBe('Piyasa Takas Fiyatı (TL/MWh)');
    expect(headerText(mcpColumns[2]!, 'en')).toBe('Market Clearing Price (TL/MWh)');
    expect(headerText(testColumn({ key: 'v', type: 'number', unit: 'hm3', label: { tr: 'Hacim', en: 'Volume' } }), 'tr')).toBe('Hacim (hm³)');
  });

  it('leaves a column without unit as its label', () => {
    expect(headerText(mcpColumns[0]!, 'tr')).toBe('Tarih');
  });
});
