import { describe, expect, it } from 'vitest';
import { sqlName } from '../store/sqlIdentifier';
import { datasets, findDataset } from './datasets';

describe('the dataset registry', () => {
  it('has unique ids and table names across every market area', () => {
    const ids = datasets.map((d) => d.id);
    const tables = datasets.flatMap((d) => [d.table, ...(d.rollupTable ? [d.rollupTable] : [])]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(tables).size).toBe(tables.length);
  });

  it('names every table and column with a plain identifier, the only kind SQL text may hold', () => {
    for (const d of datasets) {
      for (const name of [d.table, ...(d.rollupTable ? [d.rollupTable] : []), ...d.dimensions.map((f) => f.name), ...d.fields.map((f) => f.name)]) {
        expect(() => sqlName(name), `${d.id}: ${name}`).not.toThrow();
      }
    }
  });

  it('finds a dataset by id and nothing for an unknown one', () => {
    expect(findDataset('dam.mcp')?.table).toBe('dam_mcp');
    expect(findDataset('no.such')).toBeUndefined();
  });
});
