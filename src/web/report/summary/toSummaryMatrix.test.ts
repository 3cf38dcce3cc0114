import { describe, expect, it } from 'vitest';
import { generationDescriptor, mcpDescriptor, mcpResponse } from '../../testing/fixtures';
import { toSummaryMatrix } from './toSummaryMatrix';

describe('toSummaryMatrix', () => {
  it('arranges expressions by column and kind', () => {
    const matrix = toSummaryMatrix(mcpDescriptor, mcpResponse);
    expect(matrix?.ops).toEqual(['avg', 'wavg', 'min', 'max']);
    expect(matrix?.rows).toHaveLength(1);
    expect(matrix?.rows[0]?.values).toEqual({ avg: 2300.25, max: 2500.5, min: 2100, wavg: 2310.4 });
    expect(matrix?.rows[0]?.weight).toBe('volume');
  });

  it('reads other summary keys and missing values', () => {
    const matrix = toSummaryMatrix(generationDescriptor, { items: [], totals: { naturalGasTotal: 10, windTotal: null } });
    expect(matrix?.ops).toEqual(['sum']);
    expect(matrix?.rows.map((r) => [r.field, r.values.sum])).toEqual([
      ['naturalGas', 10],
      ['wind', null],
    ]);
  });

  it('is null without a summary', () => {
    expect(toSummaryMatrix(mcpDescriptor, { items: [] })).toBeNull();
    expect(toSummaryMatrix({ ...mcpDescriptor, api: { ...mcpDescriptor.api, summary: undefined } }, mcpResponse)).toBeNull();
  });
});
