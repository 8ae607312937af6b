import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { CalendarFeed } from '../api/calendarFeed'
import { CalendarFeedPanel } from './CalendarFeedPanel'

const OFF: CalendarFeed = { enabled: false, feedPath: null, turnedOnAt: null, pastDays: 60, refreshMinutes: 60 }
const on = (token: string): CalendarFeed => ({
  enabled: true,
  feedPath: `/api/calendar/feed/${token}.ics`,
  turnedOnAt: '2026-11-27T21:05:00Z',
  pastDays: 60,
  refreshMinutes: 60,
})
const address = (token: string) => `${window.location.origin}/api/calendar/feed/${token}.ics`

/** A server whose feed starts `first`; on, regenerate and off move it as the server does. */
function serveFeed(side: 'center' | 'teacher', first: CalendarFeed) {
  let feed = first
  let made = 0
  return serveApi((path) => {
    if (path === `${side}/calendar/feed`) return envelope(0, feed)
    if (path === `${side}/calendar/feed/on`) {
      if (!feed.enabled) feed = on(`first${(made += 1)}`)
      return envelope(0, feed)
    }
    if (path === `${side}/calendar/feed/regenerate`) return envelope(0, (feed = on(`new${(made += 1)}`)))
    if (path === `${side}/calendar/feed/off`) return envelope(0, (feed = OFF))
    return envelope(1003, null, 'not served')
  })
}

describe('CalendarFeedPanel', () => {
  it('turns the feed on and shows its address, with how each calendar app subscribes', async () => {
    const fetchMock = serveFeed('center', OFF)
    renderWithProviders(<CalendarFeedPanel owner="centre" calendarName="Kowhai Kids" />)
    const user = userEvent.setup()

    expect(await screen.findByText(/Turn on a private link that Google Calendar/)).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).toBeNull()
    await user.click(screen.getByRole('button', { name: /Turn on calendar feed/ }))

    const link = await screen.findByRole('textbox', { name: 'Your private calendar link' })
    expect(link).toHaveValue(address('first1'))
    expect(link).toHaveAttribute('readonly')
    expect(callsTo(fetchMock, 'center/calendar/feed/on')).toHaveLength(1)
    expect(screen.getByText(/anyone who has it can see these jobs/)).toBeInTheDocument()
    expect(screen.getByText(/jobs from the last 60 days and every one to come/)).toBeInTheDocument()

    // Google first; Apple opens the webcal: address; Outlook subscribes under the centre's name.
    expect(screen.getByText(/choose \+ and then “From URL”/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Open Google Calendar/ })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(address('first1').replace(/^https?:/, 'webcal:'))}`,
    )
    await user.click(screen.getByRole('tab', { name: 'Apple Calendar' }))
    expect(await screen.findByRole('link', { name: /Open in Apple Calendar/ })).toHaveAttribute(
      'href',
      address('first1').replace(/^https?:/, 'webcal:'),
    )
    await user.click(screen.getByRole('tab', { name: 'Outlook' }))
    const outlook = await screen.findByRole('link', { name: /Open Outlook/ })
    expect(outlook.getAttribute('href')).toContain('&name=Kowhai%20Kids')

    await user.click(screen.getByRole('button', { name: /Copy link/ }))
    expect(await navigator.clipboard.readText()).toBe(address('first1'))
    expect(await screen.findByText('Link copied.')).toBeInTheDocument()
  })

  it('replaces the link only once the centre confirms that the old one stops working', async () => {
    const fetchMock = serveFeed('center', on('old'))
    renderWithProviders(<CalendarFeedPanel owner="centre" calendarName="Kowhai Kids" />)
    const user = userEvent.setup()
    const link = await screen.findByRole('textbox', { name: 'Your private calendar link' })
    expect(link).toHaveValue(address('old'))

    // The panel's button comes first; each confirmation opens a dialog of its own, the newest last.
    const replace = () => screen.getAllByRole('button', { name: /Replace link/ })[0] as HTMLElement
    const newestDialog = async () => (await screen.findAllByRole('dialog')).at(-1) as HTMLElement
    await user.click(replace())
    const dialog = await newestDialog()
    expect(dialog).toHaveTextContent('Replace your calendar link?')
    expect(dialog).toHaveTextContent('The current link stops working at once')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(callsTo(fetchMock, 'center/calendar/feed/regenerate')).toEqual([])
    expect(link).toHaveValue(address('old'))

    await user.click(replace())
    await user.click(within(await newestDialog()).getByRole('button', { name: /Replace link/ }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your private calendar link' })).toHaveValue(address('new1')))
    expect(callsTo(fetchMock, 'center/calendar/feed/regenerate')).toHaveLength(1)
    expect(await screen.findByText('Your new link is ready. Subscribe your calendars to it.')).toBeInTheDocument()
  })

  it('turns a teacher’s feed off after confirming, through the teacher app’s calls', async () => {
    const fetchMock = serveFeed('teacher', on('mine'))
    renderWithProviders(<CalendarFeedPanel owner="teacher" calendarName="Relief for teachers" />)
    const user = userEvent.setup()
    expect(await screen.findByText(/Every job you are booked for/)).toBeInTheDocument()

    await user.click(await screen.findByRole('button', { name: /Turn off/ }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Turn off your calendar feed?')
    await user.click(within(dialog).getByRole('button', { name: /Turn off/ }))
    expect(await screen.findByRole('button', { name: /Turn on calendar feed/ })).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(callsTo(fetchMock, 'teacher/calendar/feed/off')).toHaveLength(1)
    expect(callsTo(fetchMock, 'center/calendar/feed/off')).toEqual([])
  })

  it('offers to try again when the feed cannot be read', async () => {
    serveApi(() => envelope(1009, null, 'unavailable'))
    renderWithProviders(<CalendarFeedPanel owner="centre" calendarName="Kowhai Kids" />)
    expect(await screen.findByText('Your calendar feed could not be loaded.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument()
  })
})
