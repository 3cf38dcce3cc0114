import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { runBindingChecks } from './bindingChecks';
import { loadReports } from './loadReports';

const { reports } = loadReports(resolve('reports'));
const mcp = reports.find((r) => r.id === 'dam-mcp')!;

describe('binding checks', () => {
  it('pass on every descriptor of the repository', () => {
    for (const report of reports) expect(runBindingChecks(`${report.id}.json`, report), report.id).toEqual([]);
  });

  it('refuse a page that announces another publication than its dataset has', () => {
    const wrong = { ...mcp, publication: 'realtime' } as ReportDescriptor;
    expect(runBindingChecks('dam-mcp.json', wrong)).toEqual([expect.objectContaining({ check: 'publicationFollowsDataset', pointer: '/publication', fix: 'set "publication" to "dayAhead"' })]);
  });

  it('refuse a dataset that does not exist, naming the place to look', () => {
    const wrong = { ...mcp, data: { kind: 'dataset', dataset: 'dam.nothing' } } as ReportDescriptor;
    expect(runBindingChecks('dam-mcp.json', wrong)).toEqual([expect.objectContaining({ check: 'datasetExists', message: 'no dataset "dam.nothing"' })]);
  });

  it('refuse declared rows that answer different fields, and a condition on a field the rows lack', () => {
    const minMax = reports.find((r) => r.id === 'daily-prices-min-max')!;
    const data = minMax.data as Extract<ReportDescriptor['data'], { kind: 'aggregate' }>;
    const rows = [...data.rows!, { labels: { baslik: 'Ortalama PTF' }, measures: { fiyat: { measure: 'avg(ptf)', when: { region: 'TR1' } } } }];
    const checks = runBindingChecks('daily-prices-min-max.json', { ...minMax, data: { ...data, rows } } as ReportDescriptor).map((p) => [p.check, p.pointer]);
    expect(checks).toEqual([['rowsAnswerSameFields', '/data/rows/4'], ['measuresReadDatasetFields', '/data/rows/4/measures/fiyat']]);
  });

  it('refuse a group field the rows lack, and a registry read over time', () => {
    const counts = reports.find((r) => r.id === 'participant-count-based-upon-license-type')!;
    const data = counts.data as Extract<ReportDescriptor['data'], { kind: 'aggregate' }>;
    const checks = runBindingChecks('counts.json', { ...counts, data: { ...data, bucket: 'month', groupBy: ['licenceType'] } } as ReportDescriptor).map((p) => p.check);
    expect(checks).toEqual(expect.arrayContaining(['aggregateOverTime', 'groupByReadsFields']));
  });
});
