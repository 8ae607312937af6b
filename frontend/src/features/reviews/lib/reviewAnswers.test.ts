import { describe, expect, it } from 'vitest'

import { answersOf, questionText, unanswered } from './reviewAnswers'

describe('review answers', () => {
  it('finds every question without 1 to 5 stars', () => {
    expect(unanswered([1, 2, 3], { 1: 5, 2: 1, 3: 3 })).toEqual([])
    expect(unanswered([1, 2, 3], { 1: 5, 3: 3 })).toEqual([2])
    expect(unanswered([1, 2, 3], { 1: 0, 2: 6, 3: 2.5 })).toEqual([1, 2, 3])
    expect(unanswered([1, 2], {})).toEqual([1, 2])
  })

  it('sends the answers in the questions order', () => {
    expect(answersOf([3, 1], { 1: 4, 3: 5 })).toEqual([
      { questionId: 3, score: 5 },
      { questionId: 1, score: 4 },
    ])
    expect(answersOf([1], {})).toEqual([{ questionId: 1, score: 0 }])
  })

  it('shows the question in the chosen language', () => {
    const question = { text: 'On time', textZh: '准时' }
    expect(questionText(question, 'en')).toBe('On time')
    expect(questionText(question, 'zh-CN')).toBe('准时')
  })
})
