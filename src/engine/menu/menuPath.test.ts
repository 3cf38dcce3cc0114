import { describe, expect, it } from 'vitest';
import { menuPath, menuSegment } from './menuPath';

describe('menuSegment', () => {
  it('lower-cases and turns punctuation and spaces into single hyphens', () => {
    expect(menuSegment('Day-Ahead Market (DAM)')).toBe('day-ahead-market-dam');
    expect(menuSegment('  Prices / Volumes  ')).toBe('prices-volumes');
    expect(menuSegment('YEKDEM: Costs & Income')).toBe('yekdem-costs-income');
  });

  it('folds Turkish letters to Latin, in both cases', () => {
    expect(menuSegment('Güneş Rüzgâr Çıkış')).toBe('gunes-ruzgar-cikis');
    expect(menuSegment('İLETİM Şebekesi ĞÖÜ')).toBe('iletim-sebekesi-gou');
    expect(menuSegment('Doğal Gaz')).toBe('dogal-gaz');
  });

  it('keeps digits and drops a label made only of punctuation', () => {
    expect(menuSegment('Top 10 Plants, 2024')).toBe('top-10-plants-2024');
    expect(menuSegment('—')).toBe('');
  });
});

describe('menuPath', () => {
  it('joins the ancestors and the page by slashes', () => {
    expect(menuPath(['Electricity', 'Electricity Markets', 'Day-Ahead Market', 'Market Clearing Price (MCP)']))
      .toBe('/electricity/electricity-markets/day-ahead-market/market-clearing-price-mcp');
  });

  it('skips empty segments instead of writing double slashes', () => {
    expect(menuPath(['Natural Gas', '()', 'Spot Market'])).toBe('/natural-gas/spot-market');
  });
});
