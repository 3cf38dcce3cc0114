import { describe, expect, it } from 'vitest';
import { fixtures } from '../../testing/reportFixtures';
import { generationDay, hourlyRows } from '../../testing/reportRows';
import { toSeriesModel } from '../toSeriesModel';
import { downsampleModel } from './downsampleModel';
import { pointsNote } from './pointsNote';

const { mcp, realtimeGeneration } = fixtures;

describe('downsampleModel', () => {
  const year = toSeriesModel({ descriptor: mcp, rows: hourlyRows(8784, mcp.columns), locale: 'en', theme: 'light' });

  it('cuts a year of hours to the points asked for, keeping x and values aligned', () => {
    const { model, shown, total } = downsampleModel(year, 1000, 'lttb');
    expect(total).toBe(8784);
    expect(shown).toBe(model.x.length);
    expect(shown).toBeLessThanOrEqual(1000);
    expect(model.x[0]).toBe(year.x[0]);
    expect(model.x.at(-1)).toBe(year.x.at(-1));
    const at = year.x.indexOf(model.x[500]!);
    expect(model.series[0]!.values[500]).toBe(year.series[0]!.values[at]);
  });

  it('keeps the highest and the lowest value of columns', () => {
    const { model } = downsampleModel(year, 200, 'minMax');
    const values = (s: readonly (number | null)[]) => s.filter((v): v is number => v !== null);
    expect(Math.max(...values(model.series[0]!.values))).toBe(Math.max(...values(year.series[0]!.values)));
    expect(Math.min(...values(model.series[0]!.values))).toBe(Math.min(...values(year.series[0]!.values)));
  });

  it('leaves a short series alone', () => {
    const day = toSeriesModel({ descriptor: realtimeGeneration, rows: generationDay, locale: 'en', theme: 'light' });
    const result = downsampleModel(day, 1200, 'lttb', true);
    expect(result.model).toBe(day);
    expect(result.shown).toBe(24);
  });

  it('gives every series of a stack the same x values', () => {
    const mix = toSeriesModel({ descriptor: realtimeGeneration, rows: hourlyRows(5000, realtimeGeneration.columns), locale: 'en', theme: 'light' });
    const { model } = downsampleModel(mix, 600, 'minMax', true);
    expect(model.x.length).toBeLessThanOrEqual(600);
    for (const s of model.series) expect(s.values).toHaveLength(model.x.length);
  });
});

describe('pointsNote', () => {
  it('says how many points are drawn, in both languages', () => {
    expect(pointsNote(1200, 8784, 'tr')).toBe('Grafik 8.784 noktanın 1.200 tanesini gösteriyor; tabloda her satır var.');
    expect(pointsNote(1200, 8784, 'en')).toBe('The chart shows 1,200 of 8,784 points; the table has every row.');
  });
});
