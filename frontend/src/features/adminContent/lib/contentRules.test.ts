import { describe, expect, it } from 'vitest'

import type { Article } from '../api/articles'
import { articleDraftOf, articleValuesOf, categoryDraftOf, categoryValuesOf, hasWords } from './contentRules'

const article: Article = {
  id: 5,
  categoryId: 2,
  categoryName: 'Getting started',
  categoryNameZh: '入门',
  audience: 'both',
  title: 'Your first booking',
  titleZh: '第一次预订',
  body: '<p>Choose a day.</p>',
  bodyZh: '<p>选择日期。</p>',
  status: 'published',
  sort: 1,
  publishedAt: '2027-03-01T00:00:00Z',
  createdAt: '2027-03-01T00:00:00Z',
  updatedAt: '2027-03-01T00:00:00Z',
}

describe('the category form', () => {
  it('starts a category for both audiences and sends its names trimmed', () => {
    expect(categoryValuesOf(null)).toEqual({ name: '', nameZh: '', audience: 'both', sort: 0 })
    expect(categoryDraftOf({ name: ' Money ', nameZh: ' 财务 ', audience: 'centres', sort: 2 }, 3)).toEqual({
      id: 3,
      name: 'Money',
      nameZh: '财务',
      audience: 'centres',
      sort: 2,
    })
  })
})

describe('the article form', () => {
  it('starts a draft in the chosen category', () => {
    expect(articleValuesOf(null, 2)).toMatchObject({ categoryId: 2, status: 'draft', body: '', sort: 0 })
    expect(articleValuesOf(article)).toMatchObject({ categoryId: 2, title: 'Your first booking', status: 'published' })
  })

  it('knows rich text without words', () => {
    expect(hasWords('<p></p>')).toBe(false)
    expect(hasWords('<p> <br></p>')).toBe(false)
    expect(hasWords('<p>&lt;3</p>')).toBe(true)
    expect(hasWords('<h2>工资</h2>')).toBe(true)
  })

  it('sends an emptied Chinese body as none, so readers get the English', () => {
    const values = { ...articleValuesOf(article), categoryId: 2, title: ' Renamed ', bodyZh: '<p></p>' }
    expect(articleDraftOf(values, 5)).toEqual({
      id: 5,
      categoryId: 2,
      title: 'Renamed',
      titleZh: '第一次预订',
      body: '<p>Choose a day.</p>',
      bodyZh: '',
      status: 'published',
      sort: 1,
    })
  })
})
