import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { Article } from '../api/articles'
import { ArticlesPage } from './ArticlesPage'
import { CategoriesPage } from './CategoriesPage'

afterEach(() => window.localStorage.clear())

function article(id: number, changes: Partial<Article> = {}): Article {
  return {
    id,
    categoryId: 2,
    categoryName: 'Getting started',
    categoryNameZh: '入门',
    audience: 'both',
    title: `Article ${id}`,
    titleZh: '',
    body: '<p>Text.</p>',
    bodyZh: '',
    status: 'draft',
    sort: 0,
    publishedAt: null,
    createdAt: '2027-03-01T01:00:00Z',
    updatedAt: '2027-03-01T01:00:00Z',
    ...changes,
  }
}

const ARTICLES = [
  article(1, { title: 'Signing in', titleZh: '登录', bodyZh: '<p>文字。</p>', status: 'published', publishedAt: '2027-03-01T01:00:00Z' }),
  article(2, { title: 'Overtime' }),
]
const CHOICES = { list: [{ id: 2, name: 'Getting started', nameZh: '入门', audience: 'both' }] }

function serveContent() {
  return serveApi((path, body) => {
    if (path === 'admin/content/article/list') return envelope(0, { list: ARTICLES, total: 2, pageNo: 1, pageSize: 20 })
    if (path === 'admin/content/category/choices') return envelope(0, CHOICES)
    if (path === 'admin/content/article/status') return envelope(0, { ...ARTICLES[1], status: 'published' })
    if (path === 'admin/content/article/save') return envelope(0, { ...article(3), ...(body as object) })
    if (path === 'admin/content/category/list') {
      return envelope(0, {
        list: [{ id: 2, name: 'Getting started', nameZh: '入门', audience: 'both', sort: 1, articles: 2, published: 1, createdAt: '2027-03-01T01:00:00Z', updatedAt: '2027-03-01T01:00:00Z' }],
        total: 1,
        pageNo: 1,
        pageSize: 20,
      })
    }
    if (path === 'admin/content/category/delete') {
      return envelope(1004, { code: 45204, values: { count: 2 } }, 'The category still holds 2 articles: move or remove them first.')
    }
    return envelope(1003, { body }, 'unexpected')
  })
}

async function settled() {
  await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull())
}

describe('ArticlesPage', () => {
  it('lists the articles with their category, readers and status, and publishes a draft', async () => {
    const fetchMock = serveContent()
    const user = userEvent.setup()
    renderWithProviders(<ArticlesPage canEdit />)
    const table = await screen.findByRole('table')
    const published = (await within(table).findByText('Signing in')).closest('tr') as HTMLElement
    expect(within(published).getByText('登录')).toBeInTheDocument()
    expect(within(published).getByText('Getting started')).toBeInTheDocument()
    expect(within(published).getByText('Centres and teachers')).toBeInTheDocument()
    expect(within(published).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/content/article/list')[0]).toEqual({ pageNo: 1, pageSize: 20, sort: 'updatedAt,desc' })
    const draft = within(table).getByText('Overtime').closest('tr') as HTMLElement
    await user.click(within(draft).getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(callsTo(fetchMock, 'admin/content/article/status')).toEqual([{ id: 2, status: 'published' }]))
  })

  it('writes an article: the English title and text are required, the category chosen', async () => {
    const fetchMock = serveContent()
    const user = userEvent.setup()
    renderWithProviders(<ArticlesPage canEdit />)
    await settled()
    await user.click(screen.getByRole('button', { name: /New article/ }))
    const form = await screen.findByRole('form', { name: 'New article' })
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('Choose the category.')).toBeInTheDocument()
    expect(within(form).getByText('Write the title in English.')).toBeInTheDocument()
    expect(within(form).getByText("Write the article's text in English.")).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/content/article/save')).toEqual([])
  })

  it('only reads without content:edit', async () => {
    serveContent()
    renderWithProviders(<ArticlesPage canEdit={false} />)
    const table = await screen.findByRole('table')
    await within(table).findByText('Overtime')
    expect(screen.queryByRole('button', { name: /New article/ })).not.toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument()
    expect(within(table).getAllByRole('button', { name: 'View' })).toHaveLength(2)
  })
})

describe('CategoriesPage', () => {
  it('counts each category’s articles and says why one that holds articles stays', async () => {
    const fetchMock = serveContent()
    const user = userEvent.setup()
    renderWithProviders(<CategoriesPage canEdit />)
    const table = await screen.findByRole('table')
    expect(await within(table).findByText('1 published of 2')).toBeInTheDocument()
    await user.click(within(table).getByRole('button', { name: 'Remove' }))
    await user.click(await screen.findByRole('button', { name: 'OK' }))
    expect(await screen.findByText('The category still holds 2 articles: move or remove them first.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/content/category/delete')).toEqual([{ id: 2 }])
  })
})
