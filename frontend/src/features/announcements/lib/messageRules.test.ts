import { describe, expect, it } from 'vitest'

import { ApiError } from '@/shared/api/ApiError'

import type { Message, MessageAccount } from '../api/messages'
import { draftOf, knownAccounts, refusalPlace, valuesOf } from './messageRules'

const account = (userId: number, name: string): MessageAccount => ({
  userId,
  kind: 'centre',
  name,
  email: `${userId}@example.test`,
  enabled: true,
})

describe('messageRules', () => {
  it('starts a new message for everyone, without e-mail', () => {
    expect(valuesOf()).toEqual({ subject: '', description: '', audience: 'everyone', accountIds: [], sendEmail: false })
  })

  it('sends trimmed texts and the chosen accounts only to chosen accounts', () => {
    const values = { subject: ' Maintenance ', description: ' Sunday 2am.\n', audience: 'centres' as const, accountIds: [4], sendEmail: true }
    expect(draftOf(values)).toEqual({ subject: 'Maintenance', description: 'Sunday 2am.', audience: 'centres', accountIds: [], sendEmail: true })
    expect(draftOf({ ...values, audience: 'accounts' }, 12)).toEqual({
      id: 12,
      subject: 'Maintenance',
      description: 'Sunday 2am.',
      audience: 'accounts',
      accountIds: [4],
      sendEmail: true,
    })
  })

  it("edits a draft with its own values", () => {
    const draft = { subject: 'S', description: 'D', audience: 'accounts', accountIds: [3], sendEmail: true } as Message
    expect(valuesOf(draft)).toEqual({ subject: 'S', description: 'D', audience: 'accounts', accountIds: [3], sendEmail: true })
  })

  it('puts a refusal under the field it names, else above the form', () => {
    const unknown = new ApiError('refusal', 1000, 'These accounts are not centres or teachers: 9.', { code: 42804, field: 'accountIds' }, 200)
    expect(refusalPlace(unknown)).toEqual({ field: 'accountIds', text: 'These accounts are not centres or teachers: 9.' })
    const published = new ApiError('refusal', 1004, 'A published message can no longer be changed or removed.', { code: 42802 }, 200)
    expect(refusalPlace(published)).toEqual({ field: null, text: 'A published message can no longer be changed or removed.' })
  })

  it('knows each account once, the latest found winning', () => {
    const known = knownAccounts([account(1, 'Old name')], [account(1, 'New name'), account(2, 'Rimu')])
    expect([...known.values()].map((a) => a.name)).toEqual(['New name', 'Rimu'])
  })
})
