import { ApiError } from '@/shared/api/ApiError'
import { refusalOf } from '@/shared/refusals'

/** The refusal of a second open offer (offers 41812, "You have already created a job offer."). */
export const ALREADY_OPEN = 41812

const OFFER_FIELDS = ['title', 'description', 'workType', 'rateRange', 'startsOn', 'endsOn', 'expiresOn'] as const

export type OfferField = (typeof OFFER_FIELDS)[number]

/** Where the offer form shows a refused post: the open offer notice, the field it names, or above the form. */
export type OfferRefusal =
  | { kind: 'alreadyOpen' }
  | { kind: 'field'; field: OfferField; text: string }
  | { kind: 'alert'; text: string }

function isOfferField(field: string | null): field is OfferField {
  return (OFFER_FIELDS as readonly (string | null)[]).includes(field)
}

export function offerRefusal(error: unknown): OfferRefusal {
  if (!(error instanceof ApiError)) return { kind: 'alert', text: String(error) }
  const refused = refusalOf(error.code, error.data)
  if (refused.code === ALREADY_OPEN) return { kind: 'alreadyOpen' }
  if (isOfferField(refused.field)) return { kind: 'field', field: refused.field, text: error.msg }
  return { kind: 'alert', text: error.msg }
}
