import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import Cookies from 'js-cookie'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { components } from '@/shared/api/schema'
import { callsTo, envelope, renderWithProviders } from '@/test/render'

import type { Quote } from '../api/quoteDraft'
import { BookingType, initialValues } from '../lib/bookingForm'
import { formCarry } from '../lib/formCarry'
import { ProcessType } from '../lib/jobProcess'
import { JOB_PROCESS_COOKIE, jobProcessStore } from '../lib/jobProcessStore'
import { JobCreationPage } from './JobCreationPage'

type DictionaryPage = components['schemas']['DictionaryPageOut']
type QuoteAnswer = components['schemas']['ProcessOut']
type Created = components['schemas']['CreatedOut']

const DICTIONARIES: Record<string, [string, string][]> = {
  qualification: [['1', 'Qualified'], ['2', 'Unqualified'], ['3', 'Newly qualified']],
  gender: [['0', 'None'], ['1', 'Female'], ['2', 'Male']],
  age_group: [['3', 'Preschool (3-5)']],
  talent_pool: [['1', 'Early childhood']],
  invite_range: [['5', '5 km'], ['10', '10 km'], ['15', '15 km'], ['20', '20 km']],
  week_day: [['1', 'Mon']],
}

function dictionary(name: string) {
  const entries: DictionaryPage['content'] = (DICTIONARIES[name] ?? []).map(([value, label], index) => ({
    id: index + 1,
    value,
    label,
    labelZh: label,
    dictSort: index + 1,
  }))
  return envelope(0, { content: entries, totalElements: entries.length } satisfies DictionaryPage)
}

function quote(processId: string, liveRate: string): Quote {
  const day = dayjs().add(2, 'day')
  return {
    processId,
    liveRate,
    days: [
      {
        date: day.format('YYYY-MM-DD'),
        startsAt: day.hour(8).minute(30).format(),
        endsAt: day.hour(17).minute(0).format(),
        breakMinutes: 30,
        workingHours: '8.00',
        hourlyRate: liveRate,
        weekend: false,
        holiday: false,
        amount: '256.00',
      },
    ],
    totalHours: '8.00',
    total: '256.00',
    discount: '0.00',
    taxRate: '15',
    tax: '38.40',
    payable: '294.40',
    expiresAt: dayjs().add(5, 'minute').toISOString(),
  }
}

/** Answers the dictionaries, and every other call with `answer(path)`. */
function serve(answer: (path: string) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost')
    if (url.pathname === '/api/dictDetail') return dictionary(url.searchParams.get('dictName') ?? '')
    return answer(url.pathname.replace(/^\/api\//, ''))
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The centre has no voucher to choose (the app puts the vouchers feature's field here). */
function NoVoucher() {
  return null
}

function renderPage() {
  // A draft that can be quoted at once: the values a switch from another creation page hands over.
  formCarry.hand(
    { ...initialValues(BookingType.standard, dayjs()), date: dayjs().add(2, 'day'), ageGroup: 3, teacherTalentPool: 1 },
    BookingType.standard,
    BookingType.standard,
  )
  renderWithProviders(
    <Routes>
      <Route path="/" element={<JobCreationPage bookingType={BookingType.standard} VoucherField={NoVoucher} />} />
      <Route path="/bookings/Processing" element={<p>Processing page</p>} />
    </Routes>,
  )
}

describe('JobCreationPage', () => {
  beforeEach(() => {
    jobProcessStore.discard()
  })

  afterEach(() => {
    jobProcessStore.discard()
  })

  it('quotes the draft, checks it before booking, shows a fresh quote on 2001 and books at it', async () => {
    let creations = 0
    const fetchMock = serve((path) => {
      if (path === 'center/job/create/process') return envelope(0, { quote: quote('FirstQuote-00001', '32.00'), reported: false } satisfies QuoteAnswer)
      creations += 1
      return creations === 1
        ? envelope(2001, { quote: quote('FreshQuote-00002', '33.50') }, 'The live rate has expired or changed, please check the new quote.')
        : envelope(0, { bookingId: 12, status: 2 } satisfies Created)
    })
    renderPage()

    expect(jobProcessStore.processType()).toBe(ProcessType.entered)
    await waitFor(() => expect(screen.getByTestId('live-rate')).toHaveTextContent('$32.00'))
    expect(jobProcessStore.processType()).toBe(ProcessType.quoted)
    expect(jobProcessStore.processId()).toBe('FirstQuote-00001')
    expect(JSON.parse(Cookies.get(JOB_PROCESS_COOKIE) ?? '{}')).toMatchObject({ gender: 0, teacherTalentPool: 1, jobUtilization: 1, liveRate: '32.00' })
    const [quoteBody] = callsTo(fetchMock, 'center/job/create/process')
    expect(quoteBody).toMatchObject({ processType: 1, bookingType: 1, ageGroup: 3, teacherTalentPool: 1, inviteType: 1 })

    fireEvent.click(screen.getByRole('button', { name: 'Book' }))
    // Book shows what is booked and what it costs first; nothing is created yet.
    const check = await screen.findByRole('dialog', { name: 'Check and book' })
    expect(within(check).getByText('1 × Qualified')).toBeInTheDocument()
    expect(within(check).getByText('$32.00 / hour')).toBeInTheDocument()
    expect(within(check).getByText(/^\d{2}:\d{2}–\d{2}:\d{2}, 30 min unpaid break$/)).toBeInTheDocument()
    expect(within(check).getByText('GST (15%)')).toBeInTheDocument()
    expect(within(check).getByTestId('quote-total')).toHaveTextContent('$294.40')
    expect(callsTo(fetchMock, 'center/job/create').filter((body) => !('processType' in (body as object)))).toEqual([])

    fireEvent.click(within(check).getByRole('button', { name: 'Book' }))
    expect(await within(check).findByText('The live rate has changed')).toBeInTheDocument()
    expect(within(check).getByText(/The new quote is \$33\.50 per hour/)).toBeInTheDocument()
    expect(jobProcessStore.processId()).toBe('FreshQuote-00002')

    fireEvent.click(within(check).getByRole('button', { name: 'Book at the new rate' }))
    expect(await screen.findByText('Processing page')).toBeInTheDocument()
    const creationsSent = callsTo(fetchMock, 'center/job/create').filter((body) => !('processType' in (body as object)))
    expect(creationsSent.map((body) => (body as { processId: string }).processId)).toEqual([
      'FirstQuote-00001',
      'FreshQuote-00002',
    ])
    // Leaving for Processing after booking dropped the draft without a report.
    expect(callsTo(fetchMock, 'center/job/create/process').filter((body) => (body as { processType: number }).processType === 3)).toEqual([])
    expect(Cookies.get(JOB_PROCESS_COOKIE)).toBeUndefined()
  })

  it('shows the server’s refusal on its field', async () => {
    serve(() => envelope(1000, { code: 40638, field: 'jobEndTime', values: { hours: 3 } }, 'Each day must be at least 3 hours long.'))
    renderPage()
    await waitFor(
      () => expect(document.querySelector('.ant-form-item-explain-error')).toHaveTextContent('Each day must be at least 3 hours long.')
    )
    expect(screen.getByRole('button', { name: 'Book' })).toBeDisabled()
  })
})
