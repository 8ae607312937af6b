import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'

import { test as base } from '@playwright/test'

import { type Role, storedToken } from './roles'
import { Api } from './support/api'
import { type Platform, portOf, runDir, type StartFrom, startPlatform, storedSignIn } from './support/platform'

export { expect } from '@playwright/test'
export type { Role } from './roles'

interface Options {
  /**
   * The browser's stored sign-in (auth.setup.ts), or none. Set per file or
   * per describe with `test.use({ signedInAs: ... })`.
   */
  signedInAs: Role | null
  /** The database the spec file starts from: a file-wide choice (`test.use` at the top of the file). */
  startFrom: StartFrom
  /** The dashboard's voucher and activity popups are marked shown, so that they cover no page. */
  popupsShown: boolean
}

interface Fixtures {
  /** The spec file's own platform: server, database and clock. */
  platform: Platform
  /** The platform's API, as a stored sign-in or a sign-in of the test's own. */
  api: Api
}

interface WorkerFixtures {
  platforms: PlatformsOfFiles
}

/**
 * Every spec file gets a platform of its own: a copy of a prepared database
 * served on the worker's port. The platform lives while the worker runs the
 * file's tests and stops when the worker moves to another file (or ends),
 * so no spec sees another's bookings, sign-ins or clock.
 */
class PlatformsOfFiles {
  private current: { file: string; startFrom: StartFrom; platform: Platform } | undefined

  constructor(
    private readonly port: number,
    private readonly workerIndex: number,
  ) {}

  async of(file: string, startFrom: StartFrom): Promise<Platform> {
    if (this.current?.file === file) {
      if (this.current.startFrom !== startFrom) {
        throw new Error(`${basename(file)}: startFrom is chosen once for the whole file (test.use at its top).`)
      }
      return this.current.platform
    }
    await this.stop()
    const dir = join(runDir, 'specs', `${basename(file, '.ts')}-${this.workerIndex}`)
    const platform = await startPlatform(startFrom, dir, this.port)
    this.current = { file, startFrom, platform }
    return platform
  }

  async stop(): Promise<void> {
    const current = this.current
    this.current = undefined
    await current?.platform.stop()
  }
}

const POPUPS_SHOWN = JSON.stringify({ voucher: true, activity: true })

export const test = base.extend<Options & Fixtures, WorkerFixtures>({
  signedInAs: ['centre', { option: true }],
  startFrom: ['signed-in', { option: true }],
  popupsShown: [true, { option: true }],

  platforms: [
    // Playwright reads a fixture's dependencies from its destructured first argument: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const platforms = new PlatformsOfFiles(portOf(workerInfo.parallelIndex), workerInfo.workerIndex)
      await use(platforms)
      await platforms.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  platform: [
    async ({ platforms, startFrom }, use, testInfo) => {
      const platform = await platforms.of(testInfo.file, startFrom)
      await use(platform)
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('server.log', { path: platform.serverLog, contentType: 'text/plain' })
      }
    },
    { timeout: 120_000 },
  ],

  baseURL: async ({ platform }, use) => {
    await use(platform.url)
  },

  storageState: async ({ signedInAs, popupsShown, platform }, use) => {
    const cookies = signedInAs
      ? (JSON.parse(readFileSync(storedSignIn(signedInAs), 'utf8')) as { cookies: [] }).cookies
      : []
    const origins = popupsShown
      ? [{ origin: platform.url, localStorage: [{ name: 'con', value: POPUPS_SHOWN }] }]
      : []
    await use({ cookies, origins })
  },

  api: async ({ request }, use) => {
    await use(new Api(request, storedToken))
  },
})
