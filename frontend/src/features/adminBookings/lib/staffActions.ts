/**
 * When the detail drawer offers the staff's two repairs (the server decides;
 * these only spare staff a button that can only be refused): matching again
 * for a booking still looking for teachers or failed, and a move for a job
 * record still processing, each before its start.
 */
export function offersRematch(booking: { status: number; startsAt: string }, now: Date): boolean {
  return (booking.status === 2 || booking.status === 3) && new Date(booking.startsAt) > now
}

export function offersMove(record: { status: number; startsAt: string }, now: Date): boolean {
  return record.status === 2 && new Date(record.startsAt) > now
}

/** A teacher as the move dialog lists them: name, registration number and e-mail. */
export function teacherChoiceLabel(teacher: { name: string; teacherId: number; registrationNumber: string | null; email: string | null }): string {
  const extra = [teacher.registrationNumber, teacher.email].filter(Boolean).join(' · ')
  return `${teacher.name} (#${teacher.teacherId})${extra ? ` ${extra}` : ''}`
}
