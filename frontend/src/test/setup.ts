import '@testing-library/jest-dom/vitest'
import '@/shared/i18n'

import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

import { queryMatches, resetScreenWidth } from './screen'

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

afterEach(() => {
  cleanup()
  resetScreenWidth()
})
