import { describe, expect, it } from 'vitest';
import { formatSyncSummary } from './formatSyncSummary';

describe('the summary of a sync run', () => {
  it('lists rows and range per dataset, failures and non-syncable datasets with their reason, then differences', () => {
    const lines = formatSyncSummary([
      { dataset: 'dam.mcp', status: 'copied', rows: 168, first: '2024-07-01T00:00:00+03:00', last: '2024-07-07T23:00:00+03:00', differences: [], missing: ['volume'] },
      { dataset: 'bpm.smp', status: 'copied', rows: 0, differences: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], missing: [] },
      { dataset: 'consumption.realtime', status: 'failed', rows: 0, differences: [], missing: [], message: 'HTTP 400' },
      { dataset: 'fx.daily', status: 'not-syncable', rows: 0, differences: [], missing: [], message: 'no report route reads it' },
    ]);
    expect(lines).toEqual([
      'summary:',
      '  dataset                  rows  range / reason',
      '  dam.mcp                   168  2024-07-01T00:00:00+03:00 → 2024-07-07T23:00:00+03:00 (left empty: volume)',
      '  bpm.smp                     0  nothing new',
      '  consumption.realtime        -  FAILED, nothing written: HTTP 400',
      '  fx.daily                    -  not syncable: no report route reads it',
      'bpm.smp: 7 stored rows differ from the source and were kept:',
      '  a', '  b', '  c', '  d', '  e', '  … and 2 more',
    ]);
  });
});
