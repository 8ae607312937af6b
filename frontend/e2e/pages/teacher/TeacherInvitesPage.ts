import { expect, type Locator, type Page } from '@playwright/test'

import { demoCentre } from '../../roles'
import { TeacherShell } from './TeacherShell'

/** Invites (/teacher/#/invites): new invites to answer, the answered ones, and the account's approval state. */
export class TeacherInvitesPage {
  readonly shell: TeacherShell
  /** The home's word that the account awaits approval, with what is still missing. */
  readonly awaitingApproval: Locator

  constructor(private readonly page: Page) {
    this.shell = new TeacherShell(page)
    this.awaitingApproval = page.getByRole('status').filter({ hasText: 'Your account is awaiting approval' })
  }

  async goto(): Promise<void> {
    await this.page.goto('/teacher/#/invites')
    await expect(this.shell.heading('Invites')).toBeVisible()
  }

  /** An invite's card, by its booking. */
  invite(bookingId: number): Locator {
    return this.page.getByRole('article', { name: `Invite from ${demoCentre.name}, booking ${bookingId}`, exact: true })
  }

  /** The list of what is still missing before approval. */
  missing(): Locator {
    return this.awaitingApproval.getByRole('list', { name: 'What is still missing' })
  }

  async showAnswered(): Promise<void> {
    await this.shell.chooseSegment('Answered')
  }

  /** Answers an open invite interested and waits for the thanks; the card leaves the new invites. */
  async answerInterested(bookingId: number): Promise<void> {
    await this.invite(bookingId).getByRole('button', { name: 'Interested' }).click()
    await expect(this.page.getByText('Thanks! The centre has your answer.')).toBeVisible()
    await expect(this.invite(bookingId)).toHaveCount(0)
  }
}
