import { describe, expect, it } from 'vitest'

import { feedUrl, googleCalendarUrl, outlookCalendarUrl, webcalUrl } from './feedAddress'

const PATH = '/api/calendar/feed/abc-DEF_123.ics'

describe('feed addresses', () => {
  it('makes the full address on the host the app is served from', () => {
    expect(feedUrl(PATH, 'https://relief.example')).toBe('https://relief.example/api/calendar/feed/abc-DEF_123.ics')
    expect(feedUrl(PATH, 'http://127.0.0.1:8105')).toBe('http://127.0.0.1:8105/api/calendar/feed/abc-DEF_123.ics')
  })

  it('offers it as a webcal: subscription, and to Google Calendar and Outlook', () => {
    const url = 'https://relief.example/api/calendar/feed/abc.ics'
    expect(webcalUrl(url)).toBe('webcal://relief.example/api/calendar/feed/abc.ics')
    expect(webcalUrl('http://127.0.0.1:8105/x.ics')).toBe('webcal://127.0.0.1:8105/x.ics')
    expect(googleCalendarUrl(url)).toBe(
      'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Frelief.example%2Fapi%2Fcalendar%2Ffeed%2Fabc.ics',
    )
    expect(outlookCalendarUrl(url, 'Kōwhai Kids & co')).toBe(
      'https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Frelief.example%2Fapi%2Fcalendar%2Ffeed%2Fabc.ics&name=K%C5%8Dwhai%20Kids%20%26%20co',
    )
  })
})
