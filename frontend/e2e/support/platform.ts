import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { closeSync, copyFileSync, cpSync, existsSync, mkdirSync, openSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

/**
 * The platform the browser tests drive: `python -m relief serve` on a SQLite
 * database of its own, with its own files, SMS log and clock (the development
 * clock is kept in the database), sending e-mail to the run's mail sink.
 *
 * `scripts/e2e.sh` names the run's directory (E2E_DIR), the first port
 * (E2E_PORT) and the mail sink (E2E_MAIL_PORT, E2E_MAIL_DIR). The setup
 * project prepares two databases there (`databases`); every spec file then
 * serves a copy of one of them (`startPlatform`).
 */

const BACKEND = fileURLToPath(new URL('../../../backend/', import.meta.url))
export const PYTHON = join(BACKEND, '.venv/bin/python')

export const runDir = process.env.E2E_DIR || fileURLToPath(new URL('../../../var/e2e/', import.meta.url))
const firstPort = Number(process.env.E2E_PORT || 8765)
const mailPort = Number(process.env.E2E_MAIL_PORT || firstPort + 1)
export const mailDir = process.env.E2E_MAIL_DIR || join(runDir, 'mail')

/** The databases a spec file may start from. */
export const databases = {
  /** Demo data as `python -m relief migrate` loads it: no one has signed in, the centre has not accepted the terms. */
  seeded: join(runDir, 'seeded.db'),
  /** The same after the setup project's sign-ins (auth.setup.ts): their sessions are valid on every copy. */
  'signed-in': join(runDir, 'signed-in.db'),
} as const

export type StartFrom = keyof typeof databases

/** Where the setup project keeps each role's browser storage (cookies). */
export function storedSignIn(role: string): string {
  return join(runDir, 'auth', `${role}.json`)
}

/**
 * The port of a Playwright worker's platform: E2E_PORT for the first, then
 * every second port (E2E_PORT + 1 is the mail sink's by default).
 */
export function portOf(parallelIndex: number): number {
  return firstPort + 2 * parallelIndex
}

/** What the account specs read of what the platform sends (support/inbox.ts). */
export interface AccountInbox {
  smsLog: string
  mailDir: string
  databaseUrl: string
}

export interface Platform {
  /** http://127.0.0.1:<port> */
  url: string
  dir: string
  serverLog: string
  inbox: AccountInbox
  stop(): Promise<void>
}

const run = promisify(execFile)

/** A VAPID key of the test process's own (the secret of a P-256 key), so the teacher app's notifications are on. */
const vapidPrivateKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' }).d ?? ''

function environment(database: string, dir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: `sqlite:///${database}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_DATA: 'true',
    RELIEF_ENV: 'development',
    FILES_DIR: join(dir, 'files'),
    SMS_LOG: join(dir, 'sms.log'),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mailPort),
    MAP_TILE_URL: '',
    MAP_GEOCODER_URL: '',
    // The stored sign-ins outlive the clock moves of every spec (a few days at most).
    TOKEN_LIFETIME_HOURS: String(24 * 30),
    VAPID_PRIVATE_KEY: vapidPrivateKey,
  }
}

/** Creates the database with its schema, reference data and demo data (`python -m relief migrate`). */
export async function seedDatabase(database: string): Promise<void> {
  rmSync(database, { force: true })
  mkdirSync(runDir, { recursive: true })
  await run(PYTHON, ['-m', 'relief', 'migrate'], { cwd: BACKEND, env: environment(database, runDir, firstPort) })
}

/** Copies a database that no process has open (its write-ahead log too, when one was left). */
export function copyDatabase(from: string, to: string): void {
  for (const suffix of ['-wal', '-shm', '']) rmSync(`${to}${suffix}`, { force: true })
  copyFileSync(from, to)
  if (existsSync(`${from}-wal`)) copyFileSync(`${from}-wal`, `${to}-wal`)
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/show/system/config`, { method: 'POST', signal: AbortSignal.timeout(5_000) })
    return response.ok
  } catch {
    return false
  }
}

function exited(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) resolve()
    else server.once('exit', () => resolve())
  })
}

/**
 * Serves `database` (used in place: copy it first) on `port`, with the
 * platform's files, SMS log and server log in `dir`; answers once the API
 * answers.
 */
export async function serve(database: string, dir: string, port: number): Promise<Platform> {
  mkdirSync(dir, { recursive: true })
  const url = `http://127.0.0.1:${port}`
  // A worker that replaces a failed one may find the old worker's server still stopping.
  const portFree = Date.now() + 30_000
  while ((await answers(url)) && Date.now() < portFree) await new Promise((resolve) => setTimeout(resolve, 200))
  const serverLog = join(dir, 'server.log')
  const log = openSync(serverLog, 'a')
  const server = spawn(PYTHON, ['-m', 'relief', 'serve'], {
    cwd: BACKEND,
    env: environment(database, dir, port),
    stdio: ['ignore', log, log],
  })
  closeSync(log)
  const stop = async () => {
    const gone = exited(server)
    server.kill('SIGTERM')
    const killed = setTimeout(() => server.kill('SIGKILL'), 20_000)
    await gone
    clearTimeout(killed)
  }
  const deadline = Date.now() + 90_000
  while (!(await answers(url))) {
    if (server.exitCode !== null) throw new Error(`The platform did not start; see ${serverLog}.`)
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The platform did not answer at ${url} within 90 s; see ${serverLog}.`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    dir,
    serverLog,
    inbox: { smsLog: join(dir, 'sms.log'), mailDir, databaseUrl: `sqlite:///${database}` },
    stop,
  }
}

/** The files the demo data stored as it was seeded (the demo teachers' papers). */
const seededFiles = join(runDir, 'files')

/**
 * A fresh copy of one of the prepared databases, with a copy of the files it
 * refers to, served on `port` with its own directory `dir`.
 */
export async function startPlatform(startFrom: StartFrom, dir: string, port: number): Promise<Platform> {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const database = join(dir, 'relief.db')
  copyDatabase(databases[startFrom], database)
  if (existsSync(seededFiles)) cpSync(seededFiles, join(dir, 'files'), { recursive: true })
  return serve(database, dir, port)
}
