import { describe, expect, it } from 'vitest';
import { unitLabel } from './unitLabel';

describe('unitLabel', () => {
  it('gives the registered label in each language', () => {
    expect(unitLabel('TL/MWh', 'tr')).toBe('TL/MWh');
    expect(unitLabel('hm3', 'en')).toBe('hm³');
    expect(unitLabel('TL/1000Sm3', 'tr')).toBe('TL/1000 Sm³');
  });

  it('shows an unknown unit id as written', () => {
    expect(unitLabel('GWh', 'en')).toBe('GWh');
    expect(unitLabel('toString', 'en')).toBe('toString');
  });
});
