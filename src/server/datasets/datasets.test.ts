import { describe, expect, it } from 'vitest';
import { datasets, findDataset } from './datasets';

describe('the dataset registry', () => {
  it('has unique ids and table names across every market area', () => {
    const ids = datasets.map((d) => d.id);
    const tables = datasets.flatMap((d) => [d.table, ...(d.rollupTable ? [d.rollupTable] : [])]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(tables).size).toBe(tables.length);
  });

  it('finds a dataset by id and nothing for an unknown one', () => {
    expect(findDataset('dam.mcp')?.table).toBe('dam_mcp');
    expect(findDataset('no.such')).toBeUndefined();
  });
});
