// End-to-end tests in Debian's Chromium (never a downloaded browser) against the real server, started
// with a fresh data directory so the first-start path (building the simulated market) is exercised too.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8199);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    acceptDownloads: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'rm -rf var/e2e && tsx src/server/main.ts',
    url: `http://127.0.0.1:${port}/app-api/meta`,
    env: { PORT: String(port), DATA_DIR: 'var/e2e', HOST: '127.0.0.1' },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
