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
