import { defineConfig } from '@playwright/test'

/**
 * Browser tests drive the system Chromium against the built apps served by
 * the real server. The setup project (e2e/auth.setup.ts) seeds the demo
 * database and signs each role in once; every spec file then runs on a
 * platform of its own, a copy of that database (e2e/fixtures.ts).
 * `scripts/e2e.sh` runs them with a mail sink (see there for the ports).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    { name: 'portal and app', testMatch: /\.spec\.ts$/, dependencies: ['setup'] },
  ],
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 1),
  // One retry absorbs a slow machine's hiccup wherever `make test` runs (CI need not say
  // it is CI); a test failing twice still fails, and a retried pass is reported as flaky.
  retries: 1,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // An action waits for its element at most this long, so a control that never becomes
  // usable fails the test where it happens instead of at the test's timeout.
  use: {
    actionTimeout: 20_000,
    browserName: 'chromium',
    locale: 'en-NZ',
    timezoneId: 'Pacific/Auckland',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
