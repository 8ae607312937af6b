import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Chooses `option` of an Ant Design select. The list opens in a dropdown that
 * moves into place as it opens; a click it drops, or a list that stays open
 * over the form, is tried again until the choice is made and the list gone.
 */
export async function chooseOption(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  const dropdown = page.locator('.ant-select-dropdown').filter({ visible: true })
  await expect(async () => {
    if (!(await dropdown.isVisible())) await select.click()
    await dropdown.locator('.ant-select-item-option').filter({ hasText: option }).click({ timeout: 2_000 })
    await expect(dropdown).toBeHidden({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

/**
 * Opens a date field's picker once any other has finished closing, and
 * answers its dropdown (two dropdowns on screen at once confuse clicks).
 */
export async function openDatePicker(page: Page, name: string): Promise<Locator> {
  const shown = page.locator('.ant-picker-dropdown:visible')
  await expect(shown).toHaveCount(0)
  await page.getByRole('textbox', { name }).click()
  await expect(shown).toHaveCount(1)
  return shown
}

/** Chooses a day of the open date picker's panel (the `index`th of the month shown). */
export async function pickDay(page: Page, index: number): Promise<void> {
  await page.locator('.ant-picker-dropdown:visible td.ant-picker-cell-in-view').nth(index).click()
}
