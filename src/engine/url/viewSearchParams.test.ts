import { describe, expect, it } from 'vitest';
import { fixtures } from '../testing/reportFixtures';
import { fromViewSearchParams } from './fromViewSearchParams';
import { defaultReportView, visibleColumnKeys, type ReportView } from './reportView';
import { toViewSearchParams } from './toViewSearchParams';
import { viewParamNames } from './viewParamNames';

const { mcp, realtimeGeneration, mcpMonthlyAverage } = fixtures;
// 24 November 2026, 10:00 in Istanbul.
const now = new Date('2026-11-24T07:00:00Z');

function write(view: Partial<ReportView>, descriptor = mcp): string {
  const defaults = defaultReportView(descriptor, now);
  return toViewSearchParams(descriptor, { ...defaults, ...view }, defaults).toString();
}

function read(query: string, descriptor = mcp, at = now): ReportView {
  return fromViewSearchParams(descriptor, new URLSearchParams(query), at);
}

describe('the report view codec', () => {
  it('writes nothing for the default view and reads the default view back', () => {
    expect(write({})).toBe('');
    expect(read('')).toEqual(defaultReportView(mcp, now));
    expect(read('').rangePreset).toBe('today');
  });

  it('keeps a relative range relative: the preset is written, and resolved on the day the link is opened', () => {
    const query = write({ rangePreset: 'lastMonth', filters: { startDate: '2026-10-01', endDate: '2026-10-31' } });
    expect(query).toBe('range=lastMonth');
    const opened = read(query, mcp, new Date('2027-01-10T09:00:00Z'));
    expect(opened.filters).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(opened.rangePreset).toBe('lastMonth');
  });

  it('keeps absolute days absolute, even when they equal the default', () => {
    expect(write({ rangePreset: undefined, filters: { startDate: '2026-11-24', endDate: '2026-11-24' } })).toBe('startDate=2026-11-24&endDate=2026-11-24');
    const view = read('startDate=2026-07-01&endDate=2026-07-31&range=thisMonth');
    expect(view.rangePreset).toBeUndefined();
    expect(view.filters).toEqual({ startDate: '2026-07-01', endDate: '2026-07-31' });
  });

  it('writes and reads chart type, sort, hidden columns and layout', () => {
    const view = { chartType: 'stepLine', sort: { field: 'price', direction: 'DESC' as const }, hiddenColumns: ['priceUsd', 'priceEur'], layout: 'table' as const };
    const query = write(view);
    expect(query).toBe('chart=stepLine&sort=-price&hidden=priceUsd%2CpriceEur&layout=table');
    expect(read(query)).toMatchObject(view);
  });

  it('writes and reads the chart\'s step and comparison, where the report offers them', () => {
    const query = write({ chartStep: 'week', compare: 'year' });
    expect(query).toBe('step=week&compare=year');
    expect(read(query)).toMatchObject({ chartStep: 'week', compare: 'year' });
    expect(read('step=fortnight&compare=decade')).toMatchObject({ chartStep: undefined, compare: undefined });
    // The monthly average has no coarser step to offer.
    expect(read('step=week', mcpMonthlyAverage).chartStep).toBeUndefined();
  });

  it('writes and reads the table\'s column layout, where the report can spread a value', () => {
    const query = write({ pivot: { value: 'price', across: 'hour' } });
    expect(query).toBe('pivot=price.hour');
    expect(read(query).pivot).toEqual({ value: 'price', across: 'hour' });
    expect(read('pivot=nothing.hour').pivot).toBeUndefined();
    expect(read('pivot=price.plant').pivot).toBeUndefined();
  });

  it('writes an empty hidden list when the reader shows a column the descriptor hides', () => {
    expect(defaultReportView(mcpMonthlyAverage, now).hiddenColumns).toEqual(['period', 'periodType']);
    const query = write({ hiddenColumns: [] }, mcpMonthlyAverage);
    expect(query).toBe('hidden=');
    expect(read(query, mcpMonthlyAverage).hiddenColumns).toEqual([]);
  });

  it('drops what does not fit the descriptor', () => {
    const view = read('chart=pie&sort=-nope&hidden=nope,price&layout=grid&range=someday', mcp);
    const defaults = defaultReportView(mcp, now);
    expect(view).toEqual({ ...defaults, hiddenColumns: ['price'] });
    // A chart type the descriptor does not offer is refused even when it exists.
    expect(read('chart=stackedArea').chartType).toBe('line');
  });

  it('keeps filters other than the range beside a relative range', () => {
    const query = write({ rangePreset: 'last7Days', filters: { ...defaultReportView(realtimeGeneration, now).filters, powerPlantId: 2461 } }, realtimeGeneration);
    expect(query).toBe('powerPlantId=2461&range=last7Days');
    expect(read(query, realtimeGeneration).filters).toEqual({ startDate: '2026-11-18', endDate: '2026-11-24', powerPlantId: 2461 });
  });

  it('names every parameter a page may keep, and lists visible columns in order', () => {
    expect(viewParamNames(mcp)).toEqual(['startDate', 'endDate', 'range', 'chart', 'sort', 'hidden', 'layout', 'step', 'compare', 'pivot']);
    expect(visibleColumnKeys(mcp, { hiddenColumns: ['priceUsd'] })).toEqual(['date', 'hour', 'price', 'priceEur']);
  });
});
