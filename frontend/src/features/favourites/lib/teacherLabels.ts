/** The teacher's name as people write it. */
export function fullName(teacher: { firstName: string; lastName: string }): string {
  return `${teacher.firstName} ${teacher.lastName}`.trim()
}

/** Up to two capital letters for an avatar. */
export function initials(teacher: { firstName: string; lastName: string }): string {
  return `${teacher.firstName.charAt(0)}${teacher.lastName.charAt(0)}`.toUpperCase()
}

/** A rating of 0 to 5 as a number, or null when the teacher has none yet. */
export function ratingValue(rating: string | null | undefined): number | null {
  if (rating === null || rating === undefined || rating === '') return null
  const value = Number.parseFloat(rating)
  return Number.isFinite(value) ? value : null
}

/** Hours as the server writes them ("312.50") for people: "312.5". */
export function formatHours(hours: string, locale = 'en'): string {
  const value = Number.parseFloat(hours)
  if (!Number.isFinite(value)) return hours
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)
}
