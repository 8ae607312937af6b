import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import type { Authority } from '@/shared/authority/authority'
import { AuthorityProvider } from '@/shared/authority/permission'
import { changeLanguage } from '@/shared/i18n'
import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import { HolidaysPage } from './HolidaysPage'

afterEach(async () => {
  window.localStorage.clear()
  await changeLanguage('en')
})

const REGIONS = [
  { name: 'Auckland', nameZh: '奥克兰大区' },
  { name: 'Wellington', nameZh: '惠灵顿大区' },
]

function holidaysOf(year: number) {
  return [
    { holidayId: year * 10 + 1, date: `${year}-01-01`, name: "New Year's Day", region: null },
    { holidayId: year * 10 + 2, date: `${year}-01-25`, name: 'Wellington Anniversary Day', region: 'Wellington' },
  ]
}

function staff(permissions: string[]): Authority {
  return { userId: 2, name: 'Mere', email: 'mere@example.com', passwordIsDefault: false, level: 2, everyPermission: false, permissions, menus: [] }
}

function renderPage(permissions: string[]) {
  const Wrapper = ({ children }: { children: ReactNode }) => <AuthorityProvider authority={staff(permissions)}>{children}</AuthorityProvider>
  renderWithProviders(
    <Wrapper>
      <HolidaysPage />
    </Wrapper>,
  )
}

function serveHolidays(refuseAdd = false) {
  return serveApi((path, body) => {
    const year = (body as { year?: number } | null)?.year ?? 0
    if (path === 'admin/holiday/list') return envelope(0, { year, regions: REGIONS, list: holidaysOf(year) })
    if (path === 'admin/holiday/load') return envelope(0, { year, added: 1, existing: 21 })
    if (path === 'admin/holiday/delete') return envelope(0, {})
    if (path === 'admin/holiday/add' && refuseAdd) {
      return envelope(1004, { code: 45004, field: 'date', values: { day: '2027-01-01', name: "New Year's Day" } }, 'taken')
    }
    if (path === 'admin/holiday/add') return envelope(0, { holidayId: 9, ...(body as object) })
    return envelope(1003, null, 'unexpected')
  })
}

const thisYear = new Date().getFullYear()

describe('HolidaysPage', () => {
  it('lists this year’s holidays with their weekday and region, national ones marked', async () => {
    serveHolidays()
    renderPage(['holiday:list'])
    const table = await screen.findByRole('table')
    expect(await within(table).findByText(`${thisYear}-01-25`)).toBeInTheDocument()
    expect(within(table).getByText('Wellington Anniversary Day')).toBeInTheDocument()
    expect(within(table).getByText('Wellington')).toBeInTheDocument()
    expect(within(table).getByText('National')).toBeInTheDocument()
    const weekday = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(`${thisYear}-01-01T12:00:00`).getDay()]
    expect(within(table).getAllByText(weekday ?? '').length).toBeGreaterThan(0)
    // Reading only: no buttons that change anything.
    expect(screen.queryByRole('button', { name: /Load New Zealand holidays/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Add holiday/ })).not.toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument()
  })

  it('picks another year and loads New Zealand’s holidays for it', async () => {
    const fetchMock = serveHolidays()
    const user = userEvent.setup()
    renderPage(['holiday:list', 'holiday:edit'])
    await screen.findByText('Wellington Anniversary Day')
    await user.click(screen.getByRole('combobox', { name: 'Year' }))
    await user.click(await screen.findByTitle(String(thisYear + 1)))
    expect(await screen.findByText(`${thisYear + 1}-01-25`)).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: new RegExp(`Load New Zealand holidays for ${thisYear + 1}`) }))
    expect(await screen.findByText(`${thisYear + 1}: 1 holidays added, 21 already there.`)).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/holiday/load')).toEqual([{ year: thisYear + 1 }])
  })

  it('removes a holiday once confirmed', async () => {
    const fetchMock = serveHolidays()
    const user = userEvent.setup()
    renderPage(['holiday:list', 'holiday:edit'])
    const row = (await screen.findByText("New Year's Day")).closest('tr') as HTMLElement
    await user.click(within(row).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText(`Remove New Year's Day (${thisYear}-01-01)? Quotes for that day will use the ordinary rate.`)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(callsTo(fetchMock, 'admin/holiday/delete')).toEqual([{ holidayId: thisYear * 10 + 1 }]))
  })

  it('adds a regional holiday and shows a clash on the date', async () => {
    const fetchMock = serveHolidays(true)
    const user = userEvent.setup()
    renderPage(['holiday:list', 'holiday:edit'])
    await screen.findByText('Wellington Anniversary Day')
    await user.click(screen.getByRole('button', { name: /Add holiday/ }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText('Name'), '  Show day ')
    await user.click(within(dialog).getByRole('combobox', { name: 'Region' }))
    await user.click(await screen.findByTitle('Auckland'))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    const refusal = await within(dialog).findByText(`There is already a national holiday on 2027-01-01: New Year's Day.`)
    expect(within(refusal.closest('.ant-form-item') as HTMLElement).getByText('Date')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/holiday/add')).toEqual([{ date: `${thisYear}-01-01`, name: 'Show day', region: 'Auckland' }])
  })

  it('words the page and the regions in Chinese', async () => {
    serveHolidays()
    await act(() => changeLanguage('zh-CN'))
    renderPage(['holiday:list', 'holiday:edit'])
    expect(await screen.findByText('惠灵顿大区')).toBeInTheDocument()
    expect(screen.getByText('全国')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: new RegExp(`载入 ${thisYear} 年新西兰假期`) })).toBeInTheDocument()
  })
})
