import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import type { ApprovalState } from '../api/approvalState'
import { ApprovalStatusCard } from './ApprovalStatusCard'

const item = (name: string, problem: string | null, note: string | null = null) => ({
  item: name,
  provided: problem !== 'missing',
  problem,
  note,
})

const pending: ApprovalState = {
  approval: 0,
  reason: null,
  items: [
    item('cv', 'requested', 'Please add your last two centres.'),
    item('first_aid', null),
    item('police_vetting', 'expired'),
    item('bank_account', 'missing'),
  ],
  missing: ['cv', 'police_vetting', 'bank_account'],
}

describe('ApprovalStatusCard', () => {
  it('lists what a pending teacher still owes and leads to the steps', async () => {
    const onContinue = vi.fn()
    renderWithProviders(<ApprovalStatusCard state={pending} onContinue={onContinue} />)
    const card = screen.getByRole('status', { name: 'Your account is awaiting approval' })
    const list = within(card).getByRole('list', { name: 'What is still missing' })
    const rows = within(list).getAllByRole('listitem').map((row) => row.textContent)
    expect(rows).toEqual([
      'CVAsked for againPlease add your last two centres.',
      'Police vettingExpired',
      'Bank account and tax codeMissing',
    ])
    await userEvent.click(within(card).getByRole('button', { name: /Add your documents/ }))
    expect(onContinue).toHaveBeenCalledOnce()
  })

  it("shows staff's reason to a rejected teacher, and nothing once approved", () => {
    const { rerender } = renderWithProviders(
      <ApprovalStatusCard
        state={{ ...pending, approval: 2, reason: 'Police vetting is missing.' }}
        onContinue={() => undefined}
      />,
    )
    const card = screen.getByRole('status', { name: 'Your application was not approved' })
    expect(card).toHaveTextContent('Reason: Police vetting is missing.')
    rerender(<ApprovalStatusCard state={{ ...pending, approval: 1 }} onContinue={() => undefined} />)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
