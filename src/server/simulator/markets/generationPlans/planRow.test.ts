import { describe, expect, it } from 'vitest';
import { planRow } from './planRow';
import { PLANNED_SOURCES } from './planCategories';
import type { SourceValues } from './sourcePlans';

describe('planRow', () => {
  it('puts asphaltite and waste heat under diger, gas and LNG under dogalgaz, and adds the columns to toplam', () => {
    const values = Object.fromEntries(PLANNED_SOURCES.map((s) => [s, 0])) as SourceValues;
    Object.assign(values, { naturalGas: 1000.25, lng: 10, asphaltiteCoal: 150.5, wasteheat: 60, wind: 2500, sun: 0.01 });
    const row = planRow(values);
    expect(row.dogalgaz).toBe(1010.25);
    expect(row.diger).toBe(210.5);
    expect(row.digerAsfaltit).toBe(150.5);
    expect(row.digerAtikIsi).toBe(60);
    expect(row.ruzgar).toBe(2500);
    expect(row.toplam).toBe(3720.76);
  });
});
