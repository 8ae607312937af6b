import { expect, type Locator, type Page } from '@playwright/test'

/** Me › Documents (/teacher/#/me/documents): one card per kind of document, each uploaded, viewed and removed on its own. */
export class TeacherDocumentsPage {
  constructor(private readonly page: Page) {}

  /** A kind of document's card ("CV", "Teacher registration"). */
  document(kind: string): Locator {
    return this.page.getByRole('article', { name: kind, exact: true })
  }

  /** Uploads a file as a kind of document, through its sheet, and waits for the word that it is uploaded. */
  async upload(kind: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.document(kind).getByRole('button', { name: `Upload ${kind}` }).click()
    const sheet = this.page.getByRole('dialog', { name: kind })
    await sheet.locator('input[type="file"]').setInputFiles(file)
    await sheet.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(this.page.getByText('The document is uploaded')).toBeVisible()
  }

  /** Opens a document's file; answers the tab it opens in. */
  async view(kind: string): Promise<Page> {
    const opened = this.page.waitForEvent('popup')
    await this.document(kind).getByRole('button', { name: 'View' }).click()
    return opened
  }

  /** Removes a document, confirming, and waits for the word that it is removed. */
  async remove(kind: string): Promise<void> {
    await this.document(kind).getByRole('button', { name: `Remove ${kind}` }).click()
    await this.page.locator('.ant-popconfirm').getByRole('button', { name: 'Remove' }).click()
    await expect(this.page.getByText('The document is removed')).toBeVisible()
  }
}
