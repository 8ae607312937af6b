import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { Faq } from '../api/faqs'
import { FaqPage } from './FaqPage'

afterEach(() => window.localStorage.clear())

function faq(id: number, changes: Partial<Faq> = {}): Faq {
  return {
    id,
    title: `Question ${id}`,
    titleZh: '',
    content: 'Answer.',
    contentZh: '',
    description: '',
    descriptionZh: '',
    audience: 'both',
    sort: 0,
    shown: true,
    createdAt: '2027-03-01T01:00:00Z',
    updatedAt: '2027-03-01T01:00:00Z',
    ...changes,
  }
}

const ROWS = [
  faq(1, { title: 'How are teachers paid?', titleZh: '教师如何领取报酬？', contentZh: '每周。', audience: 'teachers' }),
  faq(2, { title: 'Can I cancel?', audience: 'centres', shown: false, sort: 3 }),
]

function serveFaq() {
  return serveApi((path, body) => {
    if (path === 'admin/faq/list') return envelope(0, { list: ROWS, total: ROWS.length, pageNo: 1, pageSize: 20 })
    if (path === 'admin/faq/shown') return envelope(0, { ...ROWS[1], shown: true })
    if (path === 'admin/faq/save') return envelope(0, { ...faq(3), ...(body as object) })
    return envelope(1003, { body }, 'unexpected')
  })
}

async function settled() {
  await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull())
}

describe('FaqPage', () => {
  it('lists the questions in their order with their readers, languages and status', async () => {
    const fetchMock = serveFaq()
    renderWithProviders(<FaqPage canEdit />)
    const table = await screen.findByRole('table')
    expect(await within(table).findByText('How are teachers paid?')).toBeInTheDocument()
    expect(within(table).getByText('教师如何领取报酬？')).toBeInTheDocument()
    expect(within(table).getByText('Teachers')).toBeInTheDocument()
    expect(within(table).getByText('English and Chinese')).toBeInTheDocument()
    expect(within(table).getByText('English only')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/faq/list')[0]).toEqual({ pageNo: 1, pageSize: 20, sort: 'sort,asc' })
  })

  it('shows a hidden question with its switch', async () => {
    const fetchMock = serveFaq()
    const user = userEvent.setup()
    renderWithProviders(<FaqPage canEdit />)
    await settled()
    await user.click(await screen.findByRole('switch', { name: 'Show “Can I cancel?” on the Help pages' }))
    await waitFor(() => expect(callsTo(fetchMock, 'admin/faq/shown')).toEqual([{ id: 2, shown: true }]))
  })

  it('writes a question in English and Chinese, a tab each', async () => {
    const fetchMock = serveFaq()
    const user = userEvent.setup()
    renderWithProviders(<FaqPage canEdit />)
    await settled()
    await user.click(screen.getByRole('button', { name: /New question/ }))
    const form = await screen.findByRole('form', { name: 'New question' })
    // The English is required.
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('Write the question in English.')).toBeInTheDocument()
    const english = within(form).getByRole('tabpanel')
    await user.type(within(english).getByLabelText('Question'), 'Who do I call?')
    await user.type(within(english).getByLabelText('Answer'), 'The support desk.')
    await user.click(within(form).getByRole('tab', { name: '中文 (Chinese)' }))
    const chinese = within(form).getByRole('tabpanel', { name: '中文 (Chinese)' })
    await user.type(within(chinese).getByLabelText('Question'), '我该联系谁？')
    await user.click(within(form).getByText('Teachers'))
    await user.click(within(form).getByRole('switch'))
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(callsTo(fetchMock, 'admin/faq/save')).toEqual([
        {
          title: 'Who do I call?',
          titleZh: '我该联系谁？',
          content: 'The support desk.',
          contentZh: '',
          description: '',
          descriptionZh: '',
          audience: 'teachers',
          sort: 0,
          shown: true,
        },
      ]),
    )
  })

  it('only reads without faq:edit', async () => {
    serveFaq()
    renderWithProviders(<FaqPage canEdit={false} />)
    const table = await screen.findByRole('table')
    await within(table).findByText('Can I cancel?')
    expect(screen.queryByRole('button', { name: /New question/ })).not.toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument()
    expect(within(table).getAllByRole('switch').every((toggle) => toggle.hasAttribute('disabled'))).toBe(true)
  })
})
