import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { changeLanguage } from '@/shared/i18n'
import { renderWithProviders } from '@/test/render'

import type { BookingItem, BookingPage } from '../api/bookingList'
import { BookingTable } from './BookingTable'

const booking: BookingItem = {
  bookingId: 41,
  status: 1,
  bookingType: 1,
  inviteType: 1,
  qualification: 1,
  gender: 0,
  startsAt: '2026-03-02T19:30:00Z',
  endsAt: '2026-03-03T03:30:00Z',
  days: 1,
  numberOfTeachers: 1,
  confirmedTeachers: 1,
  interestedTeachers: 0,
  invitedTeachers: 3,
  hourlyRate: '32.00',
  boostIncentive: null,
  stage: 4,
  stageEndsAt: null,
  autoConfirm: false,
  teachers: [{ teacherId: 7, name: 'Aroha Smith', rank: 'Qualified', rating: '4.80' }],
  parentId: null,
}

function page(total: number, totalExact: boolean): BookingPage {
  return { list: [booking], total, totalExact, pageNo: 1, pageSize: 20 }
}

function show(listed: BookingPage) {
  renderWithProviders(
    <BookingTable scope="past" page={listed} loading={false} paging={{ pageNo: 1, pageSize: 20 }} onPaging={() => undefined} />,
  )
}

afterEach(async () => {
  await act(() => changeLanguage('en'))
})

describe('BookingTable', () => {
  it('shows an exact total as it is, with no note', () => {
    show(page(37, true))
    expect(screen.getByText('Total: 37')).toBeInTheDocument()
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
  })

  it('shows a total the server stopped counting as 1,000+ and says to choose dates', () => {
    show(page(1000, false))
    expect(screen.getByText('1,000+ bookings')).toBeInTheDocument()
    expect(screen.getByRole('note')).toHaveTextContent('Pages reach the first 1,000 bookings only. Choose dates to see the others.')
    // The pager reaches the 50 counted pages and no further.
    expect(screen.getByTitle('50')).toBeInTheDocument()
    expect(screen.queryByTitle('51')).not.toBeInTheDocument()
  })

  it('says the same in Chinese', async () => {
    await act(() => changeLanguage('zh-CN'))
    show(page(1000, false))
    expect(screen.getByText('超过 1,000 个预订')).toBeInTheDocument()
    expect(screen.getByRole('note')).toHaveTextContent('分页只显示前 1,000 个预订。请选择日期查看其余预订。')
  })
})
