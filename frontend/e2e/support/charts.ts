import type { Locator } from '@playwright/test'

/**
 * How many of a chart canvas's pixels are drawn in colour: the bars and the
 * legend's swatches (10 by 10 each). Text, axes and grid lines are grey, so a
 * chart that failed to draw its bars counts a few hundred at most.
 */
export function colouredPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    const chart = element as HTMLCanvasElement
    const context = chart.getContext('2d')
    if (!context || chart.width === 0 || chart.height === 0) return 0
    const { data } = context.getImageData(0, 0, chart.width, chart.height)
    let count = 0
    for (let at = 0; at < data.length; at += 4) {
      const [red, green, blue, alpha] = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0, data[at + 3] ?? 0]
      if (alpha > 200 && Math.max(red, green, blue) - Math.min(red, green, blue) > 60) count += 1
    }
    return count
  })
}
