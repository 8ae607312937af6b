import type { CancelFee } from '../api/cancelFee'
import type { CancelRequest } from '../api/cancelBooking'
import { money } from './format'

/** What the cancellation dialog says about the fee, before the centre confirms. */
export interface FeeNotice {
  /** Nothing will be charged. */
  free: boolean
  /** Alert type of the notice. */
  tone: 'warning' | 'success'
  messageKey: string
  values: { fee: string; amount: string; percent: number; hours: number }
}

/**
 * Inside the free cancellation period (24 h before the start) a share (30%)
 * of the cancelled amount is charged; outside it, or with nobody booked,
 * cancelling is free. The figures are the server's: the share is worked out
 * from them, never assumed.
 */
export function feeNotice(answer: CancelFee): FeeNotice {
  const fee = Number(answer.fee)
  const amount = Number(answer.amount)
  const percent = amount > 0 ? Math.round((fee / amount) * 100) : 0
  const values = { fee: money(answer.fee), amount: money(answer.amount), percent, hours: answer.freeCancellationHours }
  if (fee > 0) return { free: false, tone: 'warning', messageKey: 'bookings.cancel.feeInside', values }
  if (amount === 0) return { free: true, tone: 'success', messageKey: 'bookings.cancel.freeNobodyBooked', values }
  return { free: true, tone: 'success', messageKey: 'bookings.cancel.freeOutside', values }
}

/** The reason is required: the message key to show when none is chosen. */
export function reasonProblem(reason: string | null | undefined): string | null {
  return reason && reason.trim() ? null : 'bookings.cancel.reasonRequired'
}

/** What the dialog may do now. */
export type CancelStep = 'loadingFee' | 'feeFailed' | 'ready' | 'sending'

export function cancelStep(state: { feeLoading: boolean; feeFailed: boolean; sending: boolean }): CancelStep {
  if (state.sending) return 'sending'
  if (state.feeFailed) return 'feeFailed'
  if (state.feeLoading) return 'loadingFee'
  return 'ready'
}

/** The confirm button is offered only once the centre has seen the fee. */
export function canConfirmCancel(step: CancelStep): boolean {
  return step === 'ready'
}

/** The body of the cancellation: one job record, or the whole booking. */
export function cancelRequest(bookingId: number, jobRecordId: number | null, reason: string): CancelRequest {
  return jobRecordId === null ? { bookingId, reason: reason.trim() } : { bookingId, jobRecordId, reason: reason.trim() }
}
