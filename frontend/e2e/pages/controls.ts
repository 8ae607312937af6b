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
