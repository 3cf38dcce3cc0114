import { describe, expect, it } from 'vitest';
import { reportRows } from './reportRows';

describe('reportRows', () => {
  it('reads items, a bare array, and a flat answer as its one row', () => {
    expect(reportRows({ items: [{ a: 1 }], statistic: {} })).toEqual([{ a: 1 }]);
    expect(reportRows([{ a: 1 }, { a: 2 }])).toHaveLength(2);
    const flat = { installedCapacities: [{ sourceType: 'GÜNEŞ', installedCapacity: 1200.5 }] };
    expect(reportRows(flat)).toEqual([flat]);
    expect(reportRows(undefined)).toBeUndefined();
  });
});
