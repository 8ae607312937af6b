import { describe, expect, it } from 'vitest'

import type { ChecklistItem } from '../api/approvalState'
import { firstOwed, setupSteps, stepAfter } from './vetting'

const item = (name: string, problem: string | null): ChecklistItem => ({
  item: name,
  provided: problem !== 'missing',
  problem,
  note: null,
})

describe('vetting steps', () => {
  const items = [
    item('cv', null),
    item('first_aid', 'missing'),
    item('police_vetting', 'expired'),
    item('photo_id', null),
    item('bank_account', 'missing'),
    item('transcripts', 'requested'),
  ]

  it('keeps the checklist order and only the items the app has a step for', () => {
    expect(setupSteps(items)).toEqual(['cv', 'first_aid', 'police_vetting', 'photo_id', 'bank_account'])
  })

  it('goes on to the next step, done or not, and ends after the last', () => {
    const steps = setupSteps(items)
    expect(stepAfter(steps, 'cv')).toBe('first_aid')
    expect(stepAfter(steps, 'photo_id')).toBe('bank_account')
    expect(stepAfter(steps, 'bank_account')).toBeNull()
    expect(stepAfter(steps, 'registration')).toBeNull()
  })

  it('resumes at the first item still owed', () => {
    expect(firstOwed(items)).toBe('first_aid')
    expect(firstOwed([item('cv', null), item('transcripts', 'requested')])).toBeNull()
  })
})
