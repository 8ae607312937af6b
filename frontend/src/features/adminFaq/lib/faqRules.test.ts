import { describe, expect, it } from 'vitest'

import type { Faq } from '../api/faqs'
import { draftOf, valuesOf } from './faqRules'

const entry: Faq = {
  id: 7,
  title: 'How are teachers paid?',
  titleZh: '教师如何领取报酬？',
  content: 'Weekly.',
  contentZh: '每周。',
  description: '',
  descriptionZh: '',
  audience: 'teachers',
  sort: 3,
  shown: true,
  createdAt: '2027-03-01T00:00:00Z',
  updatedAt: '2027-03-01T00:00:00Z',
}

describe('the FAQ form', () => {
  it('starts a new entry hidden, for both audiences, first in order', () => {
    expect(valuesOf(null)).toEqual({
      title: '',
      titleZh: '',
      content: '',
      contentZh: '',
      description: '',
      descriptionZh: '',
      audience: 'both',
      sort: 0,
      shown: false,
    })
  })

  it('sends every text trimmed, with the id of the entry it changes', () => {
    const values = { ...valuesOf(entry), title: '  How are teachers paid?  ', contentZh: '   ' }
    expect(draftOf(values, 7)).toEqual({
      id: 7,
      title: 'How are teachers paid?',
      titleZh: '教师如何领取报酬？',
      content: 'Weekly.',
      contentZh: '',
      description: '',
      descriptionZh: '',
      audience: 'teachers',
      sort: 3,
      shown: true,
    })
    expect(draftOf(values)).not.toHaveProperty('id')
  })
})
