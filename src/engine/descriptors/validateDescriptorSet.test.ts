// The two validation layers on real descriptors with one thing broken at a time: each problem names the
// file, the JSON pointer, the check and the fix.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDescriptorSet } from './validateDescriptorSet';

const mcp = JSON.parse(readFileSync('reports/electricity/day-ahead/dam-mcp.json', 'utf8'));
const generation = JSON.parse(readFileSync('reports/electricity/generation/realtime-generation.json', 'utf8'));
const FILE = 'reports/x/broken.json';

function problemsOf(mutate: (d: Record<string, any>) => void, base: object = mcp) { // eslint-disable-line @typescript-eslint/no-explicit-any
  const json = structuredClone(base) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  mutate(json);
  return validateDescriptorSet([{ file: FILE, json }]).problems;
}

describe('validateDescriptorSet', () => {
  it('accepts the real descriptors and applies schema defaults', () => {
    const { descriptors, problems } = validateDescriptorSet([{ file: 'a.json', json: mcp }, { file: 'b.json', json: generation }]);
    expect(problems).toEqual([]);
    expect(descriptors[0]!.descriptor.api.method).toBe('POST');
    expect(descriptors[0]!.descriptor.columns[0]!.hidden).toBe(false);
  });

  it('rejects a missing English title and says where and what', () => {
    const [p, ...rest] = problemsOf((d) => { delete d.title.en; });
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ file: FILE, pointer: '/title', check: 'schema', message: 'the English text is missing' });
    expect(p!.fix).toContain('"en"');
  });

  it('rejects a chart series that names no column', () => {
    const problems = problemsOf((d) => { d.chart.series = ['price', 'priceGbp']; });
    expect(problems).toEqual([expect.objectContaining({ file: FILE, pointer: '/chart/series/1', check: 'chartNamesColumns', message: expect.stringContaining('"priceGbp"') })]);
    expect(problems[0]!.fix).toContain('price, priceUsd');
  });

  it('rejects an unknown widget', () => {
    const problems = problemsOf((d) => { d.filters[0].widget = 'calendarWheel'; });
    expect(problems).toEqual([expect.objectContaining({ pointer: '/filters/0/widget', check: 'schema', message: 'unknown widget "calendarWheel"' })]);
    expect(problems[0]!.fix).toBe('use one of: dateRange, lookup, select');
  });

  it.each([
    ['an unknown chart type', (d: any) => { d.chart.type = 'pie3d'; d.chart.choices = ['pie3d']; }, 'chartTypesExist', '/chart/type'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['an unknown unit', (d: any) => { d.columns[2].unit = 'TL/kWh'; }, 'unitsExist', '/columns/2/unit'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a path the service does not have', (d: any) => { d.api.path = '/v1/markets/dam/data/mcp-v2'; }, 'apiOperationExists', '/api/path'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a column that is not an item field', (d: any) => { d.columns.push({ key: 'volume', type: 'number', label: { tr: 'Hacim', en: 'Volume' } }); }, 'itemFieldsMatchCatalogue', '/columns/5/key'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['an item field without a column', (d: any) => { d.columns.pop(); }, 'itemFieldsMatchCatalogue', '/columns'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a filter bound to no request field', (d: any) => { d.filters[0].bind = ['startDate', 'finishDate']; }, 'filtersBindRequestFields', '/filters/0/bind/1'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a summary over no column', (d: any) => { d.api.summary.fields.priceAvg = 'avg(cost)'; }, 'summaryNamesColumns', '/api/summary/fields/priceAvg'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a summary field the service lacks', (d: any) => { d.api.summary.fields.priceMedian = 'avg(price)'; }, 'summaryMatchesCatalogue', '/api/summary/fields/priceMedian'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a wrong unit for the service field', (d: any) => { d.columns[3].unit = 'EUR/MWh'; }, 'unitsMatchCatalogue', '/columns/3/unit'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a wrong export path', (d: any) => { d.api.exportPath = '/v1/markets/dam/export/smp'; }, 'exportPathMatchesCatalogue', '/api/exportPath'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['an unknown lookup', (d: any) => { d.filters[1].lookup = 'plant-catalogue'; }, 'filtersBindRequestFields', '/filters/1/lookup'], // eslint-disable-line @typescript-eslint/no-explicit-any
  ])('rejects %s', (_name, mutate, check, pointer) => {
    const base = check === 'filtersBindRequestFields' && pointer.endsWith('lookup') ? generation : mcp;
    const problems = problemsOf(mutate, base);
    expect(problems).toContainEqual(expect.objectContaining({ check, pointer }));
  });

  it('rejects two descriptors with the same id or page id', () => {
    const other = structuredClone(mcp);
    const { problems } = validateDescriptorSet([{ file: 'a.json', json: mcp }, { file: 'b.json', json: other }]);
    expect(problems.map((p) => p.check)).toEqual(['uniqueIds', 'uniquePageIds', 'uniqueRoutes', 'uniqueApiPaths']);
  });
});
