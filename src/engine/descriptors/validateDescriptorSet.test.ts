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
    expect(problems[0]!.fix).toMatch(/^use one of \(closest first\): .*\bdateRange\b.*\(src\/engine\/filters\/filterWidgets\.ts\)$/);
    const typo = problemsOf((d) => { d.filters[0].widget = 'daterange'; });
    expect(typo[0]!.fix).toMatch(/^did you mean "dateRange"\?/);
  });

  it.each([
    ['an unknown chart type', (d: any) => { d.chart.type = 'pie3d'; d.chart.choices = ['pie3d']; }, 'chartTypesExist', '/chart/type'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['an unknown unit', (d: any) => { d.columns[2].unit = 'TL/kWh'; }, 'unitsExist', '/columns/2/unit'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['an unknown series colour', (d: any) => { d.columns[2].color = 'windd'; }, 'seriesColorsExist', '/columns/2/color'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a path the service does not have', (d: any) => { d.api.path = '/v1/markets/dam/data/mcp-v2'; }, 'apiOperationExists', '/api/path'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a column that is not an item field', (d: any) => { d.columns.push({ key: 'volume', type: 'number', label: { tr: 'Hacim', en: 'Volume' } }); }, 'itemFieldsMatchCatalogue', '/columns/5/key'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['an item field without a column', (d: any) => { d.columns.pop(); }, 'itemFieldsMatchCatalogue', '/columns'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a filter bound to no request field', (d: any) => { d.filters[0].bind = ['startDate', 'finishDate']; }, 'filtersBindRequestFields', '/filters/0/bind/1'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a summary over no column', (d: any) => { d.api.summary.fields.priceAvg = 'avg(cost)'; }, 'summaryNamesColumns', '/api/summary/fields/priceAvg'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a summary field the service lacks', (d: any) => { d.api.summary.fields.priceMedian = 'avg(price)'; }, 'summaryMatchesCatalogue', '/api/summary/fields/priceMedian'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a wrong unit for the service field', (d: any) => { d.columns[3].unit = 'EUR/MWh'; }, 'unitsMatchCatalogue', '/columns/3/unit'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a yes/no column over a number field', (d: any) => { d.columns[3].type = 'boolean'; }, 'columnTypesMatchCatalogue', '/columns/3/type'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a wrong export path', (d: any) => { d.api.exportPath = '/v1/markets/dam/export/smp'; }, 'exportPathMatchesCatalogue', '/api/exportPath'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['an unknown lookup', (d: any) => { d.filters[1].lookup = 'plant-catalogue'; }, 'filtersBindRequestFields', '/filters/1/lookup'], // eslint-disable-line @typescript-eslint/no-explicit-any
  ])('rejects %s', (_name, mutate, check, pointer) => {
    const base = check === 'filtersBindRequestFields' && pointer.endsWith('lookup') ? generation : mcp;
    const problems = problemsOf(mutate, base);
    expect(problems).toContainEqual(expect.objectContaining({ check, pointer }));
  });

  it('checks the fields of a delivery period and of every alternative of a choice against the request', () => {
    const label = { tr: 'Teslimat', en: 'Delivery' };
    const period = { widget: 'deliveryPeriod', bind: 'endDate', yearBind: 'deliveryYear', label, periods: [{ value: 'Q1', label }], default: 'Q5' };
    expect(problemsOf((d) => { d.filters.push(period); })).toEqual([
      expect.objectContaining({ check: 'filtersBindRequestFields', pointer: '/filters/1/yearBind', message: expect.stringContaining('"deliveryYear"') }),
      expect.objectContaining({ check: 'filtersBindRequestFields', pointer: '/filters/1/default', fix: expect.stringContaining('Q1') }),
    ]);
    const byDates = structuredClone(mcp.filters[0]);
    const choice = {
      widget: 'choice', bind: 'isTransactionPeriod', label, default: 'maybe',
      alternatives: [
        { value: true, label, filters: [byDates] },
        { value: false, label, filters: [{ ...period, bind: 'startDate', yearBind: 'endDate', default: 'Q1' }, { widget: 'lookup', bind: 'contract', lookup: 'gip-kontrat', dependsOn: 'powerPlantId', label }] },
      ],
    };
    const problems = problemsOf((d) => { d.filters = [choice]; });
    expect(problems.map((p) => p.pointer)).toEqual([
      '/filters/0/bind', '/filters/0/default', '/filters/0/alternatives/1/filters/1/bind', '/filters/0/alternatives/1/filters/1/dependsOn',
    ]);
    // The fields bound inside the alternatives count as bound: the request's required dates raise nothing.
    expect(problems.some((p) => p.pointer.startsWith('/api/request'))).toBe(false);
  });

  it('rejects two descriptors with the same id or page id', () => {
    const other = structuredClone(mcp);
    const { problems } = validateDescriptorSet([{ file: 'a.json', json: mcp }, { file: 'b.json', json: other }]);
    expect(problems.map((p) => p.check)).toEqual(['uniqueIds', 'uniquePageIds', 'uniqueRoutes', 'uniqueApiPaths']);
  });

  it('rejects a page id the app keeps for a fixed page (the FAQ), which the router would open instead', () => {
    const faq = { ...structuredClone(mcp), pageId: 52 };
    const { problems } = validateDescriptorSet([{ file: 'a.json', json: faq }]);
    expect(problems.map((p) => [p.check, p.pointer])).toEqual([['fixedPageIds', '/pageId']]);
  });

  it('reads the catalogue\'s spellings of one unit alike (spaces, dots, case), but not another unit', () => {
    const sgpPrice = JSON.parse(readFileSync('reports/natural-gas/spot/sgp-price.json', 'utf8'));
    // The catalogue gives "TL/1000 sm3" for dayAheadPrice; the registry's id is TL/1000Sm3.
    expect(problemsOf((d) => { d.columns[1].unit = 'TL/1000Sm3'; }, sgpPrice)).toEqual([]);
    expect(problemsOf((d) => { d.columns[1].unit = 'USD/1000Sm3'; }, sgpPrice)).toContainEqual(expect.objectContaining({ check: 'unitsMatchCatalogue', pointer: '/columns/1/unit' }));
  });

  it('takes a corrected unit where the catalogue is known to be wrong, and only that one', () => {
    const bidAsk = JSON.parse(readFileSync('reports/electricity/yek-g/yekg-market-bid-ask-quantity.json', 'utf8'));
    const column = bidAsk.columns.findIndex((c: { key: string }) => c.key === 'alisTeklifMiktari');
    expect(problemsOf(() => undefined, bidAsk)).toEqual([]);
    expect(problemsOf((d) => { d.columns[column].unit = 'TL/MWh'; }, bidAsk)).toContainEqual(expect.objectContaining({ check: 'unitsMatchCatalogue', pointer: `/columns/${column}/unit`, fix: 'set "unit": "MWh"' }));
  });

  it('lets a lookup filter fix only the request values its lookup takes', () => {
    const entry = JSON.parse(readFileSync('reports/natural-gas/transmission/max-entry-capacity.json', 'utf8'));
    const pointFilter = (d: Record<string, any>) => d.filters.find((f: { bind: unknown }) => f.bind === 'pointId'); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(problemsOf(() => undefined, entry)).toEqual([]);
    expect(problemsOf((d) => { pointFilter(d).lookupParams = { pointType: 'SIDEWAYS' }; }, entry))
      .toEqual([expect.objectContaining({ check: 'filtersBindRequestFields', pointer: expect.stringMatching(/\/lookupParams\/pointType$/), fix: 'use one of: INPUT, OUTPUT' })]);
    expect(problemsOf((d) => { pointFilter(d).lookupParams = { region: 'TR1' }; }, entry))
      .toEqual([expect.objectContaining({ check: 'filtersBindRequestFields', pointer: expect.stringMatching(/\/lookupParams\/region$/) })]);
  });

  it('wants the region chosen from the region-list lookup', () => {
    const smp = JSON.parse(readFileSync('reports/electricity/balancing/system-marginal-price.json', 'utf8'));
    expect(problemsOf(() => undefined, smp)).toEqual([]);
    const asSelect = problemsOf((d) => {
      const index = d.filters.findIndex((f: { bind: unknown }) => f.bind === 'region');
      d.filters[index] = { widget: 'select', bind: 'region', default: 'TR1', label: { tr: 'Bölge', en: 'Region' }, options: [{ value: 'TR1', label: { tr: 'TR1', en: 'TR1' } }] };
    }, smp);
    expect(asSelect).toEqual([expect.objectContaining({ check: 'regionFromRegionList' })]);
  });

  it('accepts an API-only descriptor (no menu, no page id) but not half of a page', () => {
    const dashboard = JSON.parse(readFileSync('reports/dashboard/day-ahead-market.json', 'utf8'));
    const other = JSON.parse(readFileSync('reports/dashboard/realtime-consumption.json', 'utf8'));
    expect(validateDescriptorSet([{ file: 'a.json', json: dashboard }, { file: 'b.json', json: other }, { file: 'c.json', json: mcp }]).problems).toEqual([]);
    expect(problemsOf((d) => { delete d.pageId; })).toContainEqual(expect.objectContaining({ check: 'schema' }));
    expect(problemsOf((d) => { delete d.menu; })).toContainEqual(expect.objectContaining({ check: 'schema' }));
  });
});

describe('validateDescriptorSet for a new page and across files', () => {
  it('names each text the analyst has not written yet and the missing data binding', () => {
    const problems = problemsOf((d) => { d.description = { tr: '', en: '' }; d.keywords.en = ''; d.columns[0].label.tr = ''; delete d.data; });
    expect(problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual(expect.arrayContaining([
      '/description/tr: the Turkish description is not written yet',
      '/description/en: the English description is not written yet',
      '/keywords/en: the English keywords are not written yet',
      '/columns/0/label/tr: the Turkish column label is not written yet',
      '/data: the page reads no data yet',
    ]));
    expect(problems).toHaveLength(5);
  });

  it('lists the registered units, lookups and chart types closest first for an unknown one', () => {
    const unit = problemsOf((d) => { d.columns[2].unit = 'TL/MWH'; }).find((p) => p.check === 'unitsExist');
    expect(unit?.fix).toMatch(/^did you mean "TL\/MWh"\? use one of \(closest first\): TL\/MWh, /);
    const chart = problemsOf((d) => { d.chart.type = 'stepline'; d.chart.choices = ['stepline']; }).find((p) => p.check === 'chartTypesExist');
    expect(chart?.fix).toMatch(/^did you mean "stepLine"\?/);
    const lookup = problemsOf((d) => { d.filters.push({ widget: 'lookup', bind: 'startDate', lookup: 'powerplant-lst', label: { tr: 'Santral', en: 'Plant' } }); })
      .find((p) => p.check === 'filtersBindRequestFields' && p.pointer.endsWith('/lookup'));
    expect(lookup?.fix).toMatch(/^did you mean "powerplant-list"\? use one of \(closest first\): powerplant-list, /);
  });

  it('checks ids across every file with the shape, also one with a problem of meaning', () => {
    const broken = structuredClone(generation);
    broken.id = mcp.id;
    broken.chart.series = ['nothing'];
    const { problems, descriptors } = validateDescriptorSet([{ file: 'a.json', json: mcp }, { file: 'b.json', json: broken }]);
    expect(problems).toContainEqual(expect.objectContaining({ file: 'b.json', check: 'uniqueIds' }));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'b.json', check: 'chartNamesColumns' }));
    expect(descriptors.map((d) => d.file)).toEqual(['a.json']);
  });

  it('reports a file the server could not parse as a syntax problem, not as schema noise', () => {
    const { problems } = validateDescriptorSet([{ file: 'c.json', json: { __parseError: 'Unexpected token } in JSON at position 7' } }]);
    expect(problems).toEqual([expect.objectContaining({ file: 'c.json', check: 'jsonSyntax', message: 'not valid JSON: Unexpected token } in JSON at position 7' })]);
  });
});

describe('validateDescriptorSet for a RestResponse answering one object DTO and an hour filter', () => {
  const chartMcp = JSON.parse(readFileSync('reports/electricity/day-ahead/dam-supply-demand-chart-mcp-data.json', 'utf8'));

  it('takes the DTO\'s fields (from the operator\'s reference) as the item fields, and names a typo among them', () => {
    expect(problemsOf(() => {}, chartMcp)).toEqual([]);
    const typo = problemsOf((d) => { d.columns[1].key = 'mcpPrise'; }, chartMcp).filter((p) => p.check === 'itemFieldsMatchCatalogue');
    expect(typo.map((p) => p.pointer)).toEqual(['/columns/1/key', '/columns']);
    expect(typo[0]?.fix).toContain('mcpPrice');
    expect(problemsOf((d) => { d.columns[0].key = 'response'; }, chartMcp).some((p) => p.check === 'itemFieldsMatchCatalogue')).toBe(true);
  });

  it('refuses an hour filter binding a start and an end', () => {
    const problems = problemsOf((d) => { d.filters[0].granularity = 'hour'; });
    expect(problems.map((p) => [p.check, p.pointer])).toEqual([['filtersBindRequestFields', '/filters/0/bind']]);
  });
});

