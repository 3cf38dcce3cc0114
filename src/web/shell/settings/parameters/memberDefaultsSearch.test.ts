// A member's defaults become the address of a page only where the page can honour them: a preset within its
// longest range, a region on a page that filters by the region list; nothing on a page without such filters.
import { describe, expect, it } from 'vitest';
import finalDailyProductionProgram from '../../../../../reports/electricity/generation/final-daily-production-program.json';
import type { ReportDescriptor } from '../../../../../schemas/report.schema';
import { fromViewSearchParams } from '../../../../engine/url/fromViewSearchParams';
import { memberDefaultsSearch } from './memberDefaultsSearch';

const regionPage = finalDailyProductionProgram as unknown as ReportDescriptor;
const now = new Date('2024-08-20T11:30:00Z');

describe('memberDefaultsSearch', () => {
  it('gives a region page the member\'s region and a range that fits it, and the page opens on them', () => {
    const descriptor = regionPage;
    const search = memberDefaultsSearch(descriptor, { region: 'TR1', dateRange: 'yesterday' }, now);
    expect(search).toBe('?range=yesterday&region=TR1');
    const view = fromViewSearchParams(descriptor, new URLSearchParams(search), now);
    expect(view.rangePreset).toBe('yesterday');
    expect(view.filters.region).toBe('TR1');
  });

  it('leaves out a range longer than the page allows, and a region on a page without the region filter', () => {
    const descriptor = regionPage;
    const span = descriptor.filters.find((f) => f.widget === 'dateRange');
    expect(span && 'maxSpan' in span ? span.maxSpan : undefined).toBeDefined();
    const long = memberDefaultsSearch({ ...descriptor, filters: descriptor.filters.map((f) => (f.widget === 'dateRange' ? { ...f, maxSpan: { unit: 'day', value: 7 } } : f)) } as ReportDescriptor, { region: null, dateRange: 'last30Days' }, now);
    expect(long).toBe('');
    const noRegion = { ...descriptor, filters: descriptor.filters.filter((f) => f.widget !== 'lookup') } as ReportDescriptor;
    expect(memberDefaultsSearch(noRegion, { region: 'TR1', dateRange: null }, now)).toBe('');
    expect(memberDefaultsSearch(descriptor, { region: null, dateRange: null }, now)).toBe('');
  });
});
