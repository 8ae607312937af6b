import type { FavouriteSearchRequest } from '../api/favouriteSearch'

/** What the search form holds (any field may be missing or blank). */
export interface FavouriteSearchValues {
  firstName?: string | null
  lastName?: string | null
  registrationNumber?: string | null
}

/**
 * The favourite search needs a first name, last name or registration number
 * (spec section 5). Answers the request to send, trimmed, or null when all
 * three are blank: the form then shows the server's own message and sends
 * nothing.
 */
export function favouriteSearchRequest(values: FavouriteSearchValues): FavouriteSearchRequest | null {
  const firstName = values.firstName?.trim() ?? ''
  const lastName = values.lastName?.trim() ?? ''
  const registrationNumber = values.registrationNumber?.trim() ?? ''
  if (!firstName && !lastName && !registrationNumber) return null
  return { firstName, lastName, registrationNumber }
}
