// The browser's side of `bench/first_load.py`: loads each page in the system
// Chromium and reports, as JSON on stdout, the JavaScript it fetched (bytes
// over the wire, as compressed) and the page's Lighthouse scores.
//
//   node bench/browser.mjs < pages.json
//
// The input names the platform's address, the pages (app, page, path, the
// cookies of a signed-in app) and how many Lighthouse runs to make per page.
// Playwright and Lighthouse come from the web apps' own packages
// (frontend/node_modules).

import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const FRONTEND = fileURLToPath(new URL('../../frontend/', import.meta.url))
const require = createRequire(join(FRONTEND, 'package.json'))
const { chromium } = require('playwright-core')
const { default: lighthouse } = await import(pathToFileURL(join(FRONTEND, 'node_modules/lighthouse/core/index.js')).href)

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
// The flags the browser suite runs Chromium with (frontend/playwright.config.ts).
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

function readInput() {
  return new Promise((resolve, reject) => {
    let text = ''
    process.stdin.setEncoding('utf8')
    process.stdin.on('data', (part) => (text += part))
    process.stdin.on('end', () => resolve(JSON.parse(text)))
    process.stdin.on('error', reject)
  })
}

/** Chromium with its DevTools port open, for Playwright and Lighthouse alike. */
function startChromium(profile) {
  return new Promise((resolve, reject) => {
    const browser = spawn(CHROMIUM, [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let said = ''
    browser.stderr.setEncoding('utf8')
    browser.stderr.on('data', (part) => {
      said += part
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(said)
      if (found) resolve({ process: browser, port: Number(found[1]) })
    })
    browser.once('exit', (code) => reject(new Error(`Chromium stopped (${code}): ${said}`)))
  })
}

function cookiesFor(base, cookies) {
  return Object.entries(cookies).map(([name, value]) => ({ name, value, url: base }))
}

/** The scripts a cold page load fetches, each with the bytes that came over the wire. */
async function scriptsOf(browser, base, page) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } })
  await context.addCookies(cookiesFor(base, page.cookies))
  const tab = await context.newPage()
  const pending = []
  tab.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()])
        return {
          path: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize,
          encoding: (await response?.headerValue('content-encoding')) ?? null,
          cacheControl: (await response?.headerValue('cache-control')) ?? null,
        }
      })(),
    )
  })
  const shell = await tab.goto(base + page.path, { waitUntil: 'networkidle' })
  if (page.expect) await tab.getByText(page.expect, { exact: false }).first().waitFor({ timeout: 60_000 })
  await tab.waitForLoadState('networkidle')
  const scripts = await Promise.all(pending)
  const shellHeaders = shell ? await shell.allHeaders() : {}
  await context.close()
  return {
    scripts,
    shell: { cacheControl: shellHeaders['cache-control'] ?? null, encoding: shellHeaders['content-encoding'] ?? null },
  }
}

/** One Lighthouse run (mobile, its default settings) on a cold cache with the page's cookies. */
async function lighthouseRun(browser, port, base, page) {
  const context = browser.contexts()[0]
  const tab = context.pages()[0] ?? (await context.newPage())
  const devtools = await context.newCDPSession(tab)
  await devtools.send('Network.clearBrowserCache')
  await devtools.send('Network.clearBrowserCookies')
  await devtools.detach()
  await context.addCookies(cookiesFor(base, page.cookies))
  const result = await lighthouse(
    base + page.path,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
  )
  const { lhr } = result
  const metric = (id) => lhr.audits[id]?.numericValue ?? null
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    error: lhr.runtimeError?.message ?? lhr.audits['first-contentful-paint']?.errorMessage ?? null,
    failed: Object.values(lhr.audits)
      .filter((audit) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id))
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score !== 1)
      .map((audit) => ({
        id: audit.id,
        title: audit.title,
        nodes: (audit.details?.items ?? []).slice(0, 3).map((item) => `${item.node?.snippet ?? ''} ${item.node?.explanation ?? ''}`.trim()),
      })),
  }
}

const input = await readInput()
const profile = mkdtempSync(join(tmpdir(), 'relief-bench-chromium-'))
const started = await startChromium(profile)
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${started.port}`)
const report = []
try {
  for (const page of input.pages) {
    const loaded = await scriptsOf(browser, input.base, page)
    const runs = []
    for (let run = 0; run < (page.lighthouse ? (input.lighthouseRuns ?? 0) : 0); run += 1) {
      runs.push(await lighthouseRun(browser, started.port, input.base, page))
    }
    report.push({ ...page, cookies: undefined, ...loaded, lighthouse: runs })
  }
} finally {
  await browser.close().catch(() => undefined)
  const stopped = new Promise((resolve) => started.process.once('exit', resolve))
  started.process.kill()
  await stopped
  rmSync(profile, { recursive: true, force: true, maxRetries: 5 })
}
process.stdout.write(JSON.stringify(report))
