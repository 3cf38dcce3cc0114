import { describe, expect, it } from 'vitest';
import { fixtures, withChanges } from '../../../engine/testing/reportFixtures';
import { mcpResponse } from '../../testing/mcpResponse';
import { toSummaryMatrix } from './toSummaryMatrix';

const { mcp, realtimeGeneration } = fixtures;

describe('toSummaryMatrix', () => {
  it('arranges expressions by column and kind, leaving out a total of prices', () => {
    const matrix = toSummaryMatrix(mcp, mcpResponse);
    expect(matrix?.ops).toEqual(['avg', 'wavg', 'min', 'max']);
    expect(matrix?.rows.map((r) => r.field)).toEqual(['price', 'priceUsd', 'priceEur']);
    expect(matrix?.rows[0]?.values).toEqual({ avg: 2580.0470833333334, wavg: 2612.4, min: 1950, max: 3000 });
    // The weight is no column of the table: it is named by its field.
    expect(matrix?.rows[0]?.weight).toBe('volume');
  });

  it('reads other summary keys and missing values', () => {
    const matrix = toSummaryMatrix(realtimeGeneration, { items: [], totals: { naturalGasTotal: 10, windTotal: null } });
    expect(matrix?.ops).toEqual(['sum']);
    expect(matrix?.rows).toHaveLength(17); // one per source and the total
    const sums = Object.fromEntries(matrix?.rows.map((r) => [r.field, r.values.sum]) ?? []);
    expect(sums['naturalGas']).toBe(10);
    expect(sums['wind']).toBeNull();
    // A field the block leaves out reads as no value.
    expect(sums['sun']).toBeNull();
  });

  it('computes the allowed aggregates from the rows when the service sends no block', () => {
    const withoutSummary = withChanges(mcp, (page) => {
      delete page.api.summary;
    });
    const matrix = toSummaryMatrix(withoutSummary, mcpResponse, mcpResponse.items);
    expect(matrix?.ops).toEqual(['avg', 'min', 'max']);
    expect(matrix?.rows[0]?.values.max).toBe(3000);
    expect(toSummaryMatrix(withoutSummary, { items: [] }, [])).toBeNull();
  });

  it('is null when the service should send a block and did not', () => {
    expect(toSummaryMatrix(mcp, { items: [] })).toBeNull();
  });
});
