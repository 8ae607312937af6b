import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import type { Authority } from '@/shared/authority/authority'
import { AuthorityProvider } from '@/shared/authority/permission'
import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import { ParityPage } from './ParityPage'
import { RanksPage } from './RanksPage'

afterEach(() => window.localStorage.clear())

const RANKS = [
  { rankId: 1, name: 'bronze', pointsNeeded: 0, qualifiedRate: '32.00', unqualifiedRate: '25.00', teachers: 3 },
  { rankId: 2, name: 'silver', pointsNeeded: 300, qualifiedRate: '34.00', unqualifiedRate: '26.50', teachers: 1 },
  { rankId: 3, name: 'black', pointsNeeded: 1000, qualifiedRate: '36.00', unqualifiedRate: '28.00', teachers: 0 },
]

const STEPS = [
  { stepId: 2, name: 'Step 2', minimumRate: '33.50', effectiveFrom: '2999-07-01', inForce: false },
  { stepId: 1, name: 'Step 1', minimumRate: '31.00', effectiveFrom: '2026-01-01', inForce: true },
  { stepId: 0, name: 'Step 0', minimumRate: '30.00', effectiveFrom: '2025-01-01', inForce: false },
]

function staff(permissions: string[]): Authority {
  return { userId: 2, name: 'Mere', email: 'mere@example.com', passwordIsDefault: false, level: 2, everyPermission: false, permissions, menus: [] }
}

function renderWith(permissions: string[], page: ReactNode) {
  renderWithProviders(<AuthorityProvider authority={staff(permissions)}>{page}</AuthorityProvider>)
}

function warning(code: number, field: string, values: Record<string, string>) {
  return envelope(1004, { code, field, values }, 'refused')
}

describe('RanksPage', () => {
  it('lists the ranks with their points, rates and teachers, read only without rank:edit', async () => {
    serveApi((path) => (path === 'admin/rank/list' ? envelope(0, { list: RANKS }) : envelope(1003, null, 'unexpected')))
    renderWith(['rank:list'], <RanksPage />)
    const table = await screen.findByRole('table', { name: 'Teacher ranks' })
    const silver = (await within(table).findByText('Silver')).closest('tr') as HTMLElement
    expect(within(silver).getByText('300')).toBeInTheDocument()
    expect(within(silver).getByText('$34.00')).toBeInTheDocument()
    expect(within(silver).getByText('$26.50')).toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: 'Edit Silver' })).not.toBeInTheDocument()
  })

  it('saves a rate below pay parity only once the warning is confirmed', async () => {
    let tries = 0
    const fetchMock = serveApi((path, body) => {
      if (path === 'admin/rank/list') return envelope(0, { list: RANKS })
      if (path === 'admin/rank/update') {
        tries += 1
        if (!(body as { confirmed: boolean }).confirmed) return warning(45016, 'qualifiedRate', { rate: '30.00', step: 'Step 1', minimum: '31.00', day: '2026-01-01' })
        return envelope(0, { list: RANKS, moved: 2 })
      }
      return envelope(1003, null, 'unexpected')
    })
    const user = userEvent.setup()
    renderWith(['rank:list', 'rank:edit'], <RanksPage />)
    await user.click(await screen.findByRole('button', { name: 'Edit Silver' }))
    const dialog = await screen.findByRole('dialog')
    const points = within(dialog).getByLabelText('Points needed')
    await user.clear(points)
    await user.type(points, '250')
    const rate = within(dialog).getByLabelText('Qualified hourly rate')
    await user.clear(rate)
    await user.type(rate, '30')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('The qualified rate $30.00 is below the pay parity step Step 1 ($31.00 from 2026-01-01): confirm to save it anyway.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save anyway' }))
    expect(await screen.findByText('Silver saved. Teachers who changed rank: 2.')).toBeInTheDocument()
    expect(tries).toBe(2)
    expect(callsTo(fetchMock, 'admin/rank/update')).toEqual([
      { rankId: 2, pointsNeeded: 250, qualifiedRate: '30.00', unqualifiedRate: '26.50', confirmed: false },
      { rankId: 2, pointsNeeded: 250, qualifiedRate: '30.00', unqualifiedRate: '26.50', confirmed: true },
    ])
  })

  it('shows a refusal on the field it names and keeps the first rank at 0 points', async () => {
    serveApi((path) => {
      if (path === 'admin/rank/list') return envelope(0, { list: RANKS })
      if (path === 'admin/rank/update') return envelope(1000, { code: 45015, field: 'unqualifiedRate', values: { rate: '32.00' } }, 'refused')
      return envelope(1003, null, 'unexpected')
    })
    const user = userEvent.setup()
    renderWith(['rank:list', 'rank:edit'], <RanksPage />)
    await user.click(await screen.findByRole('button', { name: 'Edit Bronze' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByLabelText('Points needed')).toBeDisabled()
    expect(within(dialog).getByText('The first rank needs 0 points.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    const refusal = await within(dialog).findByText('The unqualified rate cannot be above the qualified rate ($32.00).')
    expect(within(refusal.closest('.ant-form-item') as HTMLElement).getByText('Unqualified hourly rate')).toBeInTheDocument()
  })
})

describe('ParityPage', () => {
  it('marks the step in force, the one to come and the superseded', async () => {
    serveApi((path) => (path === 'admin/parity/list' ? envelope(0, { list: STEPS }) : envelope(1003, null, 'unexpected')))
    renderWith(['parity:list'], <ParityPage />)
    const table = await screen.findByRole('table', { name: 'Pay parity steps' })
    const row = (name: string) => (within(table).getByText(name).closest('tr') as HTMLElement)
    await within(table).findByText('Step 1')
    expect(within(row('Step 1')).getByText('In force')).toBeInTheDocument()
    expect(within(row('Step 2')).getByText('Upcoming')).toBeInTheDocument()
    expect(within(row('Step 0')).getByText('Superseded')).toBeInTheDocument()
    expect(within(row('Step 2')).getByText('$33.50')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Add step/ })).not.toBeInTheDocument()
  })

  it('adds a step above a rank’s rate once confirmed', async () => {
    const fetchMock = serveApi((path, body) => {
      if (path === 'admin/parity/list') return envelope(0, { list: STEPS })
      if (path === 'admin/parity/add') {
        if (!(body as { confirmed: boolean }).confirmed) return warning(45025, 'minimumRate', { minimum: '40.00', rank: 'bronze', rate: '32.00' })
        return envelope(0, { list: STEPS })
      }
      return envelope(1003, null, 'unexpected')
    })
    const user = userEvent.setup()
    renderWith(['parity:list', 'parity:edit'], <ParityPage />)
    await screen.findByText('Step 1')
    await user.click(screen.getByRole('button', { name: /Add step/ }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText('Name'), ' Step 3 ')
    await user.type(within(dialog).getByLabelText('Minimum hourly rate'), '40')
    await user.click(within(dialog).getByLabelText('Effective from'))
    await user.type(within(dialog).getByLabelText('Effective from'), '2027-07-01{Enter}')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText("The minimum rate $40.00 is above the Bronze rank's qualified rate ($32.00): confirm to save it anyway.")).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save anyway' }))
    expect(await screen.findByText('Step 3 added.')).toBeInTheDocument()
    await waitFor(() =>
      expect(callsTo(fetchMock, 'admin/parity/add')).toEqual([
        { name: 'Step 3', minimumRate: '40.00', effectiveFrom: '2027-07-01', confirmed: false },
        { name: 'Step 3', minimumRate: '40.00', effectiveFrom: '2027-07-01', confirmed: true },
      ]),
    )
  })
})
