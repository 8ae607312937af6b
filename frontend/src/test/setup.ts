import '@testing-library/jest-dom/vitest'
import '@/shared/i18n'

import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

import { queryMatches, resetScreenWidth } from './screen'

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
