import { describe, expect, it } from 'vitest';
import { describeSpanLimit } from './describeSpanLimit';

describe('describeSpanLimit', () => {
  it('describes the limit in Turkish with the noun kept singular', () => {
    expect(describeSpanLimit({ unit: 'day', value: 366 }, 'tr')).toBe('en fazla 366 gün');
    expect(describeSpanLimit({ unit: 'month', value: 3 }, 'tr')).toBe('en fazla 3 ay');
    expect(describeSpanLimit({ unit: 'year', value: 1 }, 'tr')).toBe('en fazla 1 yıl');
    expect(describeSpanLimit({ unit: 'day', value: 1500 }, 'tr')).toBe('en fazla 1.500 gün');
  });

  it('describes the limit in English with singular and plural', () => {
    expect(describeSpanLimit({ unit: 'day', value: 366 }, 'en')).toBe('at most 366 days');
    expect(describeSpanLimit({ unit: 'day', value: 1 }, 'en')).toBe('at most 1 day');
    expect(describeSpanLimit({ unit: 'month', value: 1 }, 'en')).toBe('at most 1 month');
    expect(describeSpanLimit({ unit: 'month', value: 12 }, 'en')).toBe('at most 12 months');
    expect(describeSpanLimit({ unit: 'year', value: 2 }, 'en')).toBe('at most 2 years');
  });
});
