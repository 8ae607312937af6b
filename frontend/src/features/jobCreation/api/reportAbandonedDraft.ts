import { useMutation } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { processBody } from './quoteDraft'

type Schemas = components['schemas']

/**
 * The abandonment report (spec section 4). As with the quote, the server's
 * `processType` is the integer 3; the generated type spells it as a string.
 */
export type AbandonReport = Omit<Schemas['AbandonReport'], 'processType'> & { processType: 3 }

export type ReportAnswer = Schemas['ProcessOut']

/**
 * POST /api/center/job/create/process, processType 3. Sent while the centre
 * is already on another page, so it is silent: a failure is not the centre's
 * business and must not pop up over the page they went to.
 */
export function reportAbandonedDraft(report: AbandonReport): Promise<ReportAnswer> {
  return callApi((api) => api.POST('/center/job/create/process', { body: processBody(report) }), { silent: true })
}

export function reportAbandonedDraftMutationOptions() {
  return {
    mutationKey: ['jobCreation', 'report'] as const,
    mutationFn: reportAbandonedDraft,
  }
}

export function useReportAbandonedDraft() {
  return useMutation(reportAbandonedDraftMutationOptions())
}
