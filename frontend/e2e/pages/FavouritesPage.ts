import { expect, type Locator, type Page } from '@playwright/test'

/** Favourites (/Favourites/index), Favourites Teacher (/job/favouritesTeacher) and the teacher profile drawer. */
export class FavouritesPage {
  readonly addTeacherButton: Locator
  readonly list: Locator
  readonly firstName: Locator
  readonly lastName: Locator
  readonly registrationNumber: Locator
  readonly searchButton: Locator
  readonly searchMessage: Locator
  readonly results: Locator
  readonly profile: Locator

  constructor(private readonly page: Page) {
    this.addTeacherButton = page.getByRole('button', { name: /Add favourite teacher|添加收藏教师/ })
    this.list = page.getByRole('table', { name: /^(Favourite teachers|收藏的教师)$/ })
    this.firstName = page.getByLabel(/^(First name|名字)$/)
    this.lastName = page.getByLabel(/^(Last name|姓氏)$/)
    this.registrationNumber = page.getByLabel(/^(Registration number|注册编号)$/)
    this.searchButton = page.getByRole('button', { name: /^(search )?(Search|搜索)$/ })
    this.searchMessage = page.getByRole('alert')
    this.results = page.getByRole('table', { name: /^(Search results|搜索结果)$/ })
    this.profile = page.getByRole('dialog', { name: /^(Teacher profile|教师资料)$/ })
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/Favourites/index')
    await expect(this.addTeacherButton).toBeVisible()
  }

  async gotoSearch(): Promise<void> {
    await this.page.goto('/#/job/favouritesTeacher')
    await expect(this.searchButton).toBeVisible()
  }

  listRow(name: string): Locator {
    return this.list.getByRole('row').filter({ hasText: name })
  }

  resultRow(name: string): Locator {
    return this.results.getByRole('row').filter({ hasText: name })
  }

  async confirmPopup(button: string | RegExp): Promise<void> {
    const popup = this.page.locator('.ant-popconfirm:visible')
    await popup.getByRole('button', { name: button }).click()
    await expect(popup).toBeHidden()
  }
}
