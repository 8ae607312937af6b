/** The stars given per question id; 0 or missing is not answered. */
export type Scores = Record<number, number | undefined>

/** The questions still without 1 to 5 stars, in their order. */
export function unanswered(questionIds: readonly number[], scores: Scores): number[] {
  return questionIds.filter((id) => {
    const score = scores[id]
    return score === undefined || !Number.isInteger(score) || score < 1 || score > 5
  })
}

/** The answers as the server takes them, in the questions' order. */
export function answersOf(questionIds: readonly number[], scores: Scores) {
  return questionIds.map((questionId) => ({ questionId, score: scores[questionId] ?? 0 }))
}

/** The question's text in the current language. */
export function questionText(question: { text: string; textZh: string }, language: string): string {
  return language.toLowerCase().startsWith('zh') && question.textZh ? question.textZh : question.text
}
