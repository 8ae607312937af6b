import type { components } from '../api/schema'

/** The signed-in centre as the portal keeps it: the user of the sign-in answer (spec section 3, "Session user"). */
export type SessionUser = components['schemas']['SessionUser']
