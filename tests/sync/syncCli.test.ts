// The CLI as a person runs it: usage errors exit 2, a run copies into the store under DATA_DIR and prints
// progress and a summary, a failed ticket exits 1 without ever printing the password.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDuckdbStore } from '../../src/server/store/duckdbStore';
import { startSourceWorld, type SourceWorld } from './sourceServers';

let world: SourceWorld;
let url: string;
let dataDir: string;

beforeAll(async () => {
  world = await startSourceWorld();
  ({ url } = await world.serve());
  dataDir = mkdtempSync(join(tmpdir(), 'sync-cli-'));
});
afterAll(async () => {
  await world?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function runCli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile('node', ['--import', 'tsx', 'scripts/sync.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir, SYNC_PASSWORD: '', ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr });
    });
  });
}

describe('npm run sync', () => {
  it('exits 2 with the usage text on a wrong argument', async () => {
    const { code, output } = await runCli(['--from', url]);
    expect(code).toBe(2);
    expect(output).toContain('npm run sync: --since is required');
    expect(output).toContain('usage: npm run sync -- --from URL');
  });

  it('exits 2 when --user has no SYNC_PASSWORD, and for an unknown dataset', async () => {
    expect(await runCli(['--from', url, '--since', '2024-06-01', '--user', 'ayse'])).toMatchObject({ code: 2, output: expect.stringContaining('SYNC_PASSWORD') });
    expect(await runCli(['--from', url, '--since', '2024-06-01', '--only', 'dam.nope'])).toMatchObject({ code: 2, output: expect.stringContaining('--only names no dataset: dam.nope') });
  });

  it('exits 1 when the source refuses the credentials, naming the user and never the password', async () => {
    const { code, output } = await runCli(['--from', url, '--since', '2024-06-01', '--user', 'ayse'], { SYNC_PASSWORD: 'p4ss-w0rd-secret' });
    expect(code).toBe(1);
    expect(output).toContain('the source refused the user name or password of "ayse" (HTTP 401)');
    expect(output).not.toContain('p4ss-w0rd-secret');
  });

  it('copies a week into the store under DATA_DIR, with progress lines and a summary', async () => {
    const { code, output } = await runCli(['--from', url, '--since', '2024-07-01', '--until', '2024-07-07', '--only', 'dam.mcp,gas.drp']);
    expect(output).toContain('  dam.mcp ← dam-mcp 2024-07-01 → 2024-07-07: 168 items');
    expect(output).toMatch(/dam\.mcp\s+168\s+2024-07-01T00:00:00\+03:00 → 2024-07-07T23:00:00\+03:00 \(left empty: volume\)/);
    expect(output).toMatch(/gas\.drp\s+7\s+2024-07-01T00:00:00\+03:00 → 2024-07-07T00:00:00\+03:00/);
    expect(code).toBe(0);
    const store = await openDuckdbStore(join(dataDir, 'seffaflik.duckdb'));
    try {
      expect(await store.query('SELECT count(*) AS n FROM dam_mcp')).toEqual([{ n: 168 }]);
      expect(await store.query("SELECT value FROM world_state WHERE key = 'simulated'")).toEqual([{ value: 'false' }]);
    } finally {
      await store.close();
    }
  });
});
