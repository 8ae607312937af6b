import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { i18n } from '@/shared/i18n'
import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { Help } from '../api/centreHelp'
import { CentreHelp } from './CentreHelp'
import { TeacherHelp } from './teacher/TeacherHelp'

afterEach(async () => {
  await i18n.changeLanguage('en')
})

const HELP: Help = {
  faqs: [
    {
      id: 1,
      title: 'How are teachers paid?',
      titleZh: '教师如何领取报酬？',
      content: 'Weekly, by bank transfer.',
      contentZh: '每周通过银行转账。',
      description: 'Pay and invoices',
      descriptionZh: '',
    },
    { id: 2, title: 'Can I cancel?', titleZh: '', content: 'Yes, up to a day before.', contentZh: '', description: '', descriptionZh: '' },
  ],
  categories: [
    {
      id: 3,
      name: 'Getting started',
      nameZh: '入门',
      articles: [{ id: 4, title: 'Your first job', titleZh: '', body: '<p>Say yes to an invite.</p>', bodyZh: '', publishedAt: null }],
    },
  ],
}

function serveHelp(path: string, answer: (body: unknown) => Help) {
  return serveApi((called, body) => (called === path ? envelope(0, answer(body)) : envelope(1003)))
}

describe('Help', () => {
  it('shows the questions, their answers and the articles by category', async () => {
    serveHelp('center/help', () => HELP)
    const user = userEvent.setup()
    renderWithProviders(<CentreHelp />)
    const question = await screen.findByText('How are teachers paid?')
    expect(screen.getByText('Pay and invoices')).toBeInTheDocument()
    await user.click(question)
    expect(await screen.findByText('Weekly, by bank transfer.')).toBeInTheDocument()
    const category = screen.getByRole('region', { name: 'Getting started' })
    await user.click(within(category).getByRole('button', { name: /Your first job/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Your first job' })
    const frame = within(dialog).getByTitle('Your first job')
    expect(frame.getAttribute('srcdoc')).toContain('<p>Say yes to an invite.</p>')
    expect(frame.getAttribute('sandbox')).toBe('')
  })

  it('reads each text in Chinese where it was written, and in English where not', async () => {
    await i18n.changeLanguage('zh-CN')
    serveHelp('teacher/help', () => HELP)
    const user = userEvent.setup()
    renderWithProviders(<TeacherHelp />)
    await user.click(await screen.findByText('教师如何领取报酬？'))
    expect(await screen.findByText('每周通过银行转账。')).toBeInTheDocument()
    // No Chinese written: the English.
    expect(screen.getByText('Can I cancel?')).toBeInTheDocument()
    expect(screen.getByText('Pay and invoices')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: '入门' })).toBeInTheDocument()
  })

  it('searches on the server and says when nothing matches', async () => {
    const fetchMock = serveHelp('teacher/help', (body) => (body && typeof body === 'object' && 'keyword' in body ? { faqs: [], categories: [] } : HELP))
    const user = userEvent.setup()
    renderWithProviders(<TeacherHelp />)
    await screen.findByText('How are teachers paid?')
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  sick leave {Enter}')
    expect(await screen.findByText('Nothing matches “sick leave”. Try other words.')).toBeInTheDocument()
    await waitFor(() => expect(callsTo(fetchMock, 'teacher/help')).toEqual([{}, { keyword: 'sick leave' }]))
  })
})
