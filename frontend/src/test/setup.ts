import '@testing-library/jest-dom/vitest'
import { LANGUAGES, loadCatalogueOf } from '@/shared/i18n'

import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'

import { queryMatches, resetScreenWidth } from './screen'

// Every page's words in both languages, as an app has them once past its sign-in page.
await Promise.all(LANGUAGES.map(loadCatalogueOf))

// A screen that comes after a request is waited for as long as a loaded
// machine needs (the default second is an idle machine's); one value for
// every test, inside the test timeout of vite.config.ts.
configure({ asyncUtilTimeout: 20_000 })

// jsdom lacks the layout APIs Ant Design's responsive parts ask for; its
// media queries answer for the width the test set (a desktop unless told).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: queryMatches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  })
}

// Ant Design's tables, tabs, selects, text areas and clamped texts measure
// themselves with a ResizeObserver, which jsdom lacks; nothing is laid out,
// so one that never reports is the truth.
if (!('ResizeObserver' in window)) {
  class NoResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: NoResizeObserver })
}

// jsdom has no 2D canvas (its own stub only complains): a chart finds no
// context and draws nothing. The browser suite checks what charts draw.
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => null })

// A commit React made outside act (while a test awaited a screen) leaves its
// effects queued on the scheduler's next macrotask. Let that queue drain
// while the window still exists: after the file's last test the environment
// is torn down within microtasks, and a late flush would find no window.
const nextMacrotask = globalThis.setImmediate.bind(globalThis)

async function drainScheduler(): Promise<void> {
  for (let turn = 0; turn < 3; turn += 1) await new Promise<void>((resolve) => nextMacrotask(() => resolve()))
}

afterEach(async () => {
  cleanup()
  resetScreenWidth()
  await drainScheduler()
})

// A timer a component started (an animation's end, a query's retry) can still
// fire after the file's last test and give React work to do; on a busy
// machine it fires late. Give such stragglers a moment, and their work its
// turn, before the environment and its window go.
const STRAGGLER_MS = 250

afterAll(async () => {
  await new Promise<void>((resolve) => setTimeout(resolve, STRAGGLER_MS))
  await drainScheduler()
})
