import type { HelpAudience } from '../api/categories'

/** The tag colour of each audience, the same on every content list. */
export const AUDIENCE_COLOURS: Readonly<Record<HelpAudience, string>> = { centres: 'blue', teachers: 'green', both: 'purple' }
