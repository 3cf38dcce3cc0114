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
});
