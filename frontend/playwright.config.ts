import { defineConfig } from '@playwright/test'

/**
 * Browser tests drive the system Chromium against the built portal served by
 * the real server (the Makefile starts it on a fresh database with demo data
 * and passes its address in E2E_BASE_URL).
 */
const BASE_URL = process.env.E2E_BASE_URL || 'http://127.0.0.1:8765'
const POPUPS_SHOWN = JSON.stringify({ voucher: true, activity: true })

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  // The shell's first sign-in meets the terms dialog of the fresh database, so
  // it runs before every other spec (which find the terms already accepted).
  projects: [
    { name: 'first sign-in', testMatch: /shell\.spec\.ts/ },
    { name: 'portal and app', testIgnore: /shell\.spec\.ts/, dependencies: ['first sign-in'] },
  ],
  fullyParallel: false,
  workers: 1,
  // One retry under CI absorbs a slow machine's hiccup; a test failing twice still fails,
  // and a retried pass is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // The dashboard's voucher and activity popups are marked shown (the `con`
    // guard, docs/rules.md), so that they cover no spec's page; the spec that
    // tests them starts from an empty storage.
    storageState: {
      cookies: [],
      origins: [{ origin: new URL(BASE_URL).origin, localStorage: [{ name: 'con', value: POPUPS_SHOWN }] }],
    },
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
