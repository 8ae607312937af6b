import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { components } from '@/shared/api/schema'
import { TIME_SHEET_STATUS } from '@/shared/timesheets/rules'
import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import { TeacherTimeSheet } from './TeacherTimeSheet'

type TeacherJob = components['schemas']['TeacherJob']
type JobTimeSheet = components['schemas']['JobTimeSheet']

// 08:30 to 15:00 in Auckland (NZDT) on Tuesday 24 November 2026, a 30 minute break.
const sheetToConfirm: JobTimeSheet = {
  status: TIME_SHEET_STATUS.toConfirm,
  reportedStartsAt: null,
  reportedEndsAt: null,
  reportedBreakMinutes: null,
  startsAt: null,
  endsAt: null,
  breakMinutes: null,
  paidHours: null,
  amount: null,
  confirmation: null,
  defaultAt: '2026-11-24T05:00:00Z',
}

const job: TeacherJob = {
  jobRecordId: 7,
  bookingId: 4,
  status: 3,
  centre: { name: 'Kowhai Kids', address: '1 Queen Street', suburb: 'Auckland Central', city: 'Auckland' },
  date: '2026-11-24',
  startsAt: '2026-11-23T19:30:00Z',
  endsAt: '2026-11-24T02:00:00Z',
  breakMinutes: 30,
  hourlyRate: '32.00',
  leaveReason: null,
  extensionEndsAt: null,
  extensionAnswer: null,
  notes: null,
  timeSheet: sheetToConfirm,
}

describe("the teacher's time sheet", () => {
  it('while to confirm: says when the booked hours count, and sends the times worked to the centre', async () => {
    const reported: TeacherJob = {
      ...job,
      timeSheet: { ...sheetToConfirm, reportedStartsAt: job.startsAt, reportedEndsAt: job.endsAt, reportedBreakMinutes: 30 },
    }
    const fetchMock = serveApi(() => envelope(0, reported))
    const onReported = vi.fn(() => Promise.resolve())
    renderWithProviders(<TeacherTimeSheet job={job} onReported={onReported} />)

    const sheet = screen.getByRole('group', { name: 'Time sheet' })
    expect(within(sheet).getByText('To confirm')).toBeInTheDocument()
    expect(within(sheet).getByText(/otherwise the booked hours are confirmed/)).toBeInTheDocument()

    fireEvent.click(within(sheet).getByRole('button', { name: 'Report times' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report the times you worked' })
    expect(await within(dialog).findByText('6.00 h of work')).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to the centre' }))

    await waitFor(() => expect(onReported).toHaveBeenCalledWith(reported))
    expect(callsTo(fetchMock, 'teacher/time/sheet/report')).toEqual([
      {
        jobRecordId: 7,
        startTime: '2026-11-24T08:30:00+13:00',
        endTime: '2026-11-24T15:00:00+13:00',
        breakMinutes: 30,
      },
    ])
    expect(await screen.findByText('Your times were sent to the centre.')).toBeInTheDocument()
  })

  it('once confirmed: shows what is paid and offers no report', () => {
    const confirmed: TeacherJob = {
      ...job,
      timeSheet: {
        ...sheetToConfirm,
        status: TIME_SHEET_STATUS.confirmed,
        startsAt: job.startsAt,
        endsAt: job.endsAt,
        breakMinutes: 30,
        paidHours: '6.00',
        amount: '192.00',
        confirmation: 1,
      },
    }
    renderWithProviders(<TeacherTimeSheet job={confirmed} />)

    const sheet = screen.getByRole('group', { name: 'Time sheet' })
    expect(within(sheet).getByText('Confirmed')).toBeInTheDocument()
    expect(within(sheet).getByText('Paid 08:30 – 15:00: 6.00 h, $192.00')).toBeInTheDocument()
    expect(within(sheet).queryByRole('button', { name: 'Report times' })).not.toBeInTheDocument()
  })

  it('shows nothing for a job without a time sheet', () => {
    renderWithProviders(<TeacherTimeSheet job={{ ...job, timeSheet: null }} />)
    expect(screen.queryByRole('group', { name: 'Time sheet' })).not.toBeInTheDocument()
  })
})
