import { useTranslation } from 'react-i18next'

import { type Problem, type ProblemField, ruleOf } from '../lib/validation'

/** A problem in the chosen language. */
export function useProblemText(): (problem: Problem) => string {
  const { t } = useTranslation()
  return (problem) => t(ruleOf(problem).messageKey, problem.values ?? {})
}

export interface FieldStatus {
  validateStatus?: 'error'
  help?: string
}

/** The Form.Item props that show a field's problem, if it has one. */
export function useFieldStatus(problems: ReadonlyMap<ProblemField, Problem>): (field: ProblemField) => FieldStatus {
  const text = useProblemText()
  return (field) => {
    const problem = problems.get(field)
    return problem ? { validateStatus: 'error', help: text(problem) } : {}
  }
}
