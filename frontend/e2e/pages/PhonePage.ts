import { expect, type Locator, type Page } from '@playwright/test'

export const PHONE = { width: 375, height: 812 } as const

/**
 * A portal page on a phone: its rows are cards (role listitem in the list
 * named after the table), and nothing may push the page sideways.
 */
export class PhonePage {
  constructor(private readonly page: Page) {}

  async goto(path: string): Promise<void> {
    await this.page.goto(`/#${path}`)
    await expect(this.page.locator('.shell-content')).toBeVisible()
  }

  /** The cards of the list named `list`. */
  cards(list: string | RegExp): Locator {
    return this.page.getByRole('list', { name: list }).getByRole('listitem')
  }

  /** The first action button of the first card on the page. */
  firstCardAction(): Locator {
    return this.page.locator('.record-card__actions').getByRole('button').first()
  }

  /** The card of the list named `list` that holds `text` (and the exact text `also`, when given). */
  card(list: string | RegExp, text: string | RegExp, also?: string): Locator {
    const card = this.cards(list).filter({ hasText: text })
    return also ? card.filter({ has: this.page.getByText(also, { exact: true }) }) : card
  }

  /** The page is no wider than the phone and is not scrolled sideways. */
  async expectNoSidewaysScroll(): Promise<void> {
    const [scrollWidth, scrollX] = await this.page.evaluate(() => [document.documentElement.scrollWidth, window.scrollX])
    expect(scrollWidth, 'the page is no wider than the phone').toBeLessThanOrEqual(PHONE.width)
    expect(scrollX, 'the page is not scrolled sideways').toBe(0)
  }

  /** The control is wholly on screen once scrolled to vertically, with no sideways scrolling. */
  async expectInReach(control: Locator): Promise<void> {
    // A list may still render again (its data, the language): scroll to whatever is there now.
    await expect(async () => {
      await control.scrollIntoViewIfNeeded({ timeout: 2_000 })
      await expect(control).toBeInViewport({ ratio: 1, timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    const box = await control.boundingBox()
    expect(box, 'the control has a box').not.toBeNull()
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width)
    await this.expectNoSidewaysScroll()
  }

  /** Titles (headings and card titles) that are cut: clipped, or with a word broken over two lines. */
  async cutTitles(): Promise<string[]> {
    return this.page.evaluate(() => {
      const titles = document.querySelectorAll<HTMLElement>(
        '.shell-content h1, .shell-content h2, .shell-content h3, .shell-content h4, .shell-content h5, .shell-content .ant-card-head-title',
      )
      const cut: string[] = []
      for (const title of titles) {
        if (!title.offsetParent) continue
        const text = title.innerText.trim()
        if (title.scrollWidth > title.clientWidth + 1) {
          cut.push(`clipped: ${text}`)
          continue
        }
        const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const content = node.textContent ?? ''
          for (const match of content.matchAll(/[A-Za-z0-9'’-]+/g)) {
            const range = document.createRange()
            range.setStart(node, match.index)
            range.setEnd(node, match.index + match[0].length)
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
            if (lines.size > 1) cut.push(`broken word "${match[0]}" in: ${text}`)
          }
        }
      }
      return cut
    })
  }
}
