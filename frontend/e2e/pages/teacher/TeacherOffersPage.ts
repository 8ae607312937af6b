import { expect, type Locator, type Page } from '@playwright/test'

import { demoCentre } from '../../roles'
import { TeacherShell } from './TeacherShell'

/** Job offers (/teacher/#/offers): the centres' permanent job offers for free job seekers, and the teacher's applications. */
export class TeacherOffersPage {
  readonly shell: TeacherShell
  /** The switch shown to a teacher who is not a job seeker yet. */
  readonly jobSeeking: Locator

  constructor(private readonly page: Page) {
    this.shell = new TeacherShell(page)
    this.jobSeeking = page.getByRole('switch', { name: 'Looking for a permanent job' })
  }

  /** The open offers, or the teacher's own applications. */
  async goto(view: 'open' | 'mine' = 'open'): Promise<void> {
    await this.page.goto(view === 'mine' ? '/teacher/#/offers?view=mine' : '/teacher/#/offers')
    await expect(this.shell.heading('Job offers')).toBeVisible()
  }

  /** An offer's card, by its title (from the demo centre unless told). */
  offer(title: string, centre: string = demoCentre.name): Locator {
    return this.page.getByRole('article', { name: `${title} at ${centre}` })
  }

  /** Opens an offer's page from its card. */
  async open(title: string): Promise<TeacherOfferDetailPage> {
    await this.offer(title).click()
    const detail = new TeacherOfferDetailPage(this.page)
    await expect(this.shell.heading('Job offer')).toBeVisible()
    return detail
  }
}

/** A job offer (/teacher/#/offers/:offerId): its description, and the application with a message. */
export class TeacherOfferDetailPage {
  readonly message: Locator
  readonly applyButton: Locator
  readonly withdrawButton: Locator

  constructor(private readonly page: Page) {
    this.message = page.getByLabel('Message to the centre (optional)')
    this.applyButton = page.getByRole('button', { name: 'Apply', exact: true })
    this.withdrawButton = page.getByRole('button', { name: 'Withdraw application' })
  }

  /** Applies with a message and waits for the word that the centre has it. */
  async apply(message: string, centre: string = demoCentre.name): Promise<void> {
    await this.message.fill(message)
    await this.applyButton.click()
    await expect(this.page.getByText(`Your application is sent to ${centre}.`)).toBeVisible()
  }

  /** The application's state as the page shows it ("Applied", "Hired"). */
  state(text: string): Locator {
    return this.page.getByText(text, { exact: true })
  }
}
