// npm run validate as a user meets it: exit code and the printed problem for a broken file.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const run = (dir: string) => {
  try {
    return { code: 0, out: execFileSync('npx', ['tsx', 'scripts/validate.ts', dir], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, out: e.stdout + e.stderr };
  }
};

describe('npm run validate', () => {
  it('passes on the repository descriptors', () => {
    const { code, out } = run('reports');
    expect(code).toBe(0);
    expect(out).toMatch(/\d+ descriptors valid/);
  });

  it('fails with file, pointer and fix for a broken descriptor', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reports-'));
    cpSync('reports', dir, { recursive: true });
    const file = join(dir, 'electricity/day-ahead/dam-mcp.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    json.chart.series = ['cost'];
    writeFileSync(file, JSON.stringify(json));
    const { code, out } = run(dir);
    expect(code).toBe(1);
    expect(out).toContain('dam-mcp.json#/chart/series/0: the chart names "cost", which is not a column [chartNamesColumns]');
    expect(out).toContain('fix: use one of: date, hour, price');
  });
});

describe('npm run validate over a broken set', () => {
  const copy = () => {
    const dir = mkdtempSync(join(tmpdir(), 'reports-'));
    cpSync('reports', dir, { recursive: true });
    return dir;
  };
  const edit = (dir: string, file: string, mutate: (json: Record<string, any>) => void) => { // eslint-disable-line @typescript-eslint/no-explicit-any
    const path = join(dir, file);
    const json = JSON.parse(readFileSync(path, 'utf8'));
    mutate(json);
    writeFileSync(path, JSON.stringify(json, null, 2));
  };

  it('names the line and column of a JSON syntax error, without a stack trace, and still checks the other files', () => {
    const dir = copy();
    const path = join(dir, 'electricity/day-ahead/dam-mcp.json');
    // A trailing comma after the last property, on the line of "data".
    const text = readFileSync(path, 'utf8').replace(/("data": \{[^\n]*\})\n\}/, '$1,\n}');
    writeFileSync(path, text);
    const line = text.split('\n').findIndex((l) => l.startsWith('}')) + 1;
    edit(dir, 'electricity/day-ahead/dam-trade-value.json', (j) => { j.chart.series = ['cost']; });
    const { code, out } = run(dir);
    expect(code).toBe(1);
    expect(out).toContain(`dam-mcp.json:${line}:1#/: not valid JSON: a comma before "}" (JSON allows no trailing comma) [jsonSyntax]`);
    expect(out).toContain('dam-trade-value.json#/chart/series/0');
    expect(out).not.toMatch(/\n\s+at .*\(/);
  });

  it('runs the checks across files over every file with the shape, even one with another problem, while another file has no shape', () => {
    const dir = copy();
    // dam-trade-value takes dam-mcp's page id and also names a missing chart column; dam-mcp loses its columns (no shape).
    const mcpPageId = JSON.parse(readFileSync(join(dir, 'electricity/day-ahead/dam-mcp.json'), 'utf8')).pageId;
    edit(dir, 'electricity/day-ahead/dam-trade-value.json', (j) => { j.pageId = mcpPageId; j.chart.series = ['cost']; });
    edit(dir, 'electricity/day-ahead/dam-mcp.json', (j) => { delete j.columns; });
    const { code, out } = run(dir);
    expect(code).toBe(1);
    expect(out).toContain('dam-mcp.json#/: required property "columns" is missing [schema]');
    expect(out).toContain('dam-trade-value.json#/chart/series/0');
    // dam-mcp has no shape, so the page id is not reported against it; a second pageId clash is, in the other file.
    edit(dir, 'electricity/day-ahead/dam-mcp.json', (j) => { j.columns = [{ key: 'date', type: 'date', label: { tr: 'Tarih', en: 'Date' } }]; });
    const again = run(dir);
    expect(again.out).toMatch(/dam-trade-value\.json#\/pageId: pageId "\d+" is already used by .*dam-mcp\.json \[uniquePageIds\]/);
  });

  it('lists the known dataset ids, closest first, for an unknown dataset', () => {
    const dir = copy();
    edit(dir, 'electricity/day-ahead/dam-mcp.json', (j) => { j.data.dataset = 'dam.mpc'; });
    const { code, out } = run(dir);
    expect(code).toBe(1);
    expect(out).toContain('dam-mcp.json#/data/dataset: no dataset "dam.mpc" [datasetExists]');
    expect(out).toMatch(/fix: did you mean "dam\.mcp"\? use one of \(closest first\): dam\.mcp, /);
  });
});
