import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import type { Page } from '@playwright/test'

/** axe-core's engine, read once: the same rules Lighthouse's accessibility audits run. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** What a page breaks: the rule and the first elements that break it. */
export interface Violation {
  rule: string
  elements: string[]
}

declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> }
  }
}

/**
 * The page's breaches of WCAG 2.1 A and AA (contrast, names, labels,
 * structure), and of heading order, which Lighthouse also scores.
 */
export async function accessibilityViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the browser's tools, so the page's Content-Security-Policy does not stop it.
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    if (!window.axe) throw new Error('axe-core did not load')
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'heading-order': { enabled: true } },
    })
    return result.violations.map((violation) => ({
      rule: violation.id,
      elements: violation.nodes.slice(0, 3).map((node) => node.html.slice(0, 160)),
    }))
  })
}
