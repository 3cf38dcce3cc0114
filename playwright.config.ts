// End-to-end tests in Debian's Chromium (never a downloaded browser) against the real server, started
// with a fresh data directory so the first-start path (building the simulated market) is exercised too.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8199);
/** E2E_DATA_DIR lets a second run (another port) keep its own store and signed-in state. */
const dataDir = process.env.E2E_DATA_DIR ?? 'var/e2e';
/** The first-start accounts of the e2e server (tests/e2e/support/accounts.ts has the same values). */
const accounts = { ADMIN_EMAIL: 'admin@e2e.example', ADMIN_PASSWORD: 'E2e-admin-password-1', DEMO_EMAIL: 'demo@e2e.example', DEMO_PASSWORD: 'E2e-demo-password-1' };

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  // The setup project signs the demo member in once; the other tests start signed in (storageState) unless
  // they clear it to walk the signed-out platform.
  projects: [
    { name: 'sign-in', testMatch: /signIn\.setup\.ts/ },
    { name: 'chromium', dependencies: ['sign-in'], testIgnore: /signIn\.setup\.ts/, use: { storageState: `${dataDir}-state/member.json` } },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    acceptDownloads: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // No background bulletins: the bulletin spec asks for the ones it reads, so no render competes with other specs.
  webServer: {
    command: `rm -rf ${dataDir} && tsx src/server/main.ts`,
    url: `http://127.0.0.1:${port}/app-api/meta`,
    env: { PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', ...accounts, BULLETIN_SCHEDULER: 'off', SOCIAL_LINKS: 'x=https://x.example/seffaflik,linkedin=https://linkedin.example/company/seffaflik' },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
