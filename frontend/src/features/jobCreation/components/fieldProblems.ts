import { useTranslation } from 'react-i18next'

import { isLanguage } from '@/shared/i18n'
import { refusalText } from '@/shared/refusals'

import type { ServerProblem } from '../lib/serverProblems'
import { type Problem, type ProblemField, ruleOf } from '../lib/validation'

/** A problem of the form, or a refusal of the server (by its code), in the chosen language. */
export function useProblemText(): (problem: Problem | ServerProblem) => string {
  const { t, i18n } = useTranslation()
  const language = isLanguage(i18n.language) ? i18n.language : 'en'
  return (problem) =>
    'refusal' in problem
      ? (refusalText(problem.refusal, language) ?? problem.text)
      : t(ruleOf(problem).messageKey, problem.values ?? {})
}

export interface FieldStatus {
  validateStatus?: 'error'
  help?: string
}

/** The Form.Item props that show a field's problem, if it has one. */
export function useFieldStatus(
  problems: ReadonlyMap<ProblemField, Problem | ServerProblem>,
): (field: ProblemField) => FieldStatus {
  const text = useProblemText()
  return (field) => {
    const problem = problems.get(field)
    return problem ? { validateStatus: 'error', help: text(problem) } : {}
  }
}
