// The start-up order of main.ts: a production start with a weak first-start password stops before anything slow
// (opening the store, migrating, building the simulated market) and says why.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const scratch = mkdtempSync(join(tmpdir(), 'seffaflik-main-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('main.ts', () => {
  it('refuses a weak ADMIN_PASSWORD in production before it opens the store', () => {
    const dataDir = join(scratch, 'store');
    const run = spawnSync(resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], {
      encoding: 'utf8', timeout: 60_000,
      // PORT 0 and the loopback address: should the check ever be skipped, no fixed port is taken.
      env: { PATH: process.env.PATH, NODE_ENV: 'production', ADMIN_PASSWORD: 'admin', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
    });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain('ADMIN_PASSWORD is refused in production');
    expect(run.stderr).toContain('The server does not start in production (NODE_ENV=production) with these passwords.');
    expect(run.stdout).not.toContain('simulated market');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses to send real mail in production without PUBLIC_URL, before it opens the store', () => {
    const dataDir = join(scratch, 'mail-store');
    const run = spawnSync(resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], {
      encoding: 'utf8', timeout: 60_000,
      env: {
        PATH: process.env.PATH, NODE_ENV: 'production', SMTP_URL: 'smtp://mail.invalid:25', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1',
        ADMIN_PASSWORD: 'Kuvvetli-parola-7391', DEMO_PASSWORD: 'Baska-bir-parola-8462',
      },
    });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain('PUBLIC_URL is not set');
    expect(existsSync(dataDir)).toBe(false);
  });
});
