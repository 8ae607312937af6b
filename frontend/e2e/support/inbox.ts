import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { expect } from '@playwright/test'

import { type AccountInbox, PYTHON } from './platform'

/**
 * What the account specs read of what a platform sends (`platform.inbox`):
 * the SMS log (one JSON line {to, text, at} per message), the mail sink's
 * directory (one .eml file per message), and the graphical captcha's answer,
 * which only the platform's database knows.
 */

const CODE = /\b(\d{6})\b/

/** The newest 6-digit code texted to `phone` (+642…) at or after `since`, waiting for it to arrive. */
export async function smsCode(inbox: AccountInbox, phone: string, since: number): Promise<string> {
  let code = ''
  await expect
    .poll(
      () => {
        if (!existsSync(inbox.smsLog)) return ''
        const lines = readFileSync(inbox.smsLog, 'utf8').split('\n').filter(Boolean)
        for (const line of lines.reverse()) {
          const message = JSON.parse(line) as { to: string; text: string; at: string }
          if (message.to !== phone || Date.parse(message.at) < since - 1000) continue
          code = CODE.exec(message.text)?.[1] ?? ''
          return code
        }
        return ''
      },
      { message: `an SMS code to ${phone} in ${inbox.smsLog}`, timeout: 20_000 },
    )
    .not.toBe('')
  return code
}

function decodeBody(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/)
  const headers = split >= 0 ? raw.slice(0, split) : ''
  const body = split >= 0 ? raw.slice(split).trim() : raw
  if (/^content-transfer-encoding:\s*base64/im.test(headers)) return Buffer.from(body, 'base64').toString('utf8')
  if (/^content-transfer-encoding:\s*quoted-printable/im.test(headers)) {
    return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  }
  return body
}

/** The newest 6-digit code e-mailed to `address` at or after `since`, waiting for the outbox to send it. */
export async function emailCode(inbox: AccountInbox, address: string, since: number): Promise<string> {
  let code = ''
  const to = new RegExp(`^To:.*\\b${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'im')
  await expect
    .poll(
      () => {
        if (!existsSync(inbox.mailDir)) return ''
        const files = readdirSync(inbox.mailDir)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => join(inbox.mailDir, name))
          .filter((path) => statSync(path).mtimeMs >= since - 1000)
          .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
        for (const path of files) {
          const raw = readFileSync(path, 'utf8')
          if (!to.test(raw)) continue
          code = CODE.exec(decodeBody(raw))?.[1] ?? ''
          if (code) return code
        }
        return ''
      },
      { message: `an e-mail code to ${address} in ${inbox.mailDir}`, timeout: 30_000 },
    )
    .not.toBe('')
  return code
}

const run = promisify(execFile)
const ANSWER_QUERY = `
import os, sys, time
from sqlalchemy import create_engine, text
engine = create_engine(os.environ["E2E_CAPTCHA_DATABASE"])
for _ in range(100):
    with engine.connect() as connection:
        row = connection.execute(text("select answer from captchas where uuid = :uuid"), {"uuid": sys.argv[1]}).first()
    if row:
        print(row[0])
        sys.exit(0)
    time.sleep(0.1)
sys.exit("no captcha " + sys.argv[1])
`

/**
 * The answer of the graphical captcha `uuid`: a person reads the image; the
 * spec reads the server's database with the backend's own driver.
 */
export async function captchaAnswer(inbox: AccountInbox, uuid: string): Promise<string> {
  const { stdout } = await run(PYTHON, ['-c', ANSWER_QUERY, uuid], {
    env: { ...process.env, E2E_CAPTCHA_DATABASE: inbox.databaseUrl },
  })
  return stdout.trim()
}
