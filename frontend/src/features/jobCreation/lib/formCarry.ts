/**
 * What the centre typed survives the switch between Standard, Advance and
 * Multiple Booking: the page being left hands its values over and the next
 * one takes them once. A single day becomes a one-day range and back, and
 * Standard Booking drops a favourite invite (single days cannot have one).
 */
import { BookingType, InviteType, type JobFormValues } from './bookingForm'

let carried: { to: BookingType; values: Partial<JobFormValues> } | null = null

export function carryValues(values: JobFormValues, from: BookingType, to: BookingType): Partial<JobFormValues> {
  const { date, dateRange, ...rest } = values
  const next: Partial<JobFormValues> = { ...rest }
  if (to === BookingType.standard) {
    next.date = from === BookingType.standard ? date : (dateRange?.[0] ?? null)
    // A single day cannot invite favourites.
    next.inviteType = InviteType.public
    next.favouriteTeacherIds = []
  } else {
    next.dateRange = from === BookingType.standard ? (date ? [date, date] : null) : dateRange
  }
  return next
}

export const formCarry = {
  hand(values: JobFormValues, from: BookingType, to: BookingType): void {
    carried = { to, values: carryValues(values, from, to) }
  },
  /**
   * The values handed over to `bookingType`'s page. They stay until the page
   * has mounted (`settle`): a render React throws away (a lazy page still
   * loading) must not use them up.
   */
  peek(bookingType: BookingType): Partial<JobFormValues> | null {
    return carried && carried.to === bookingType ? carried.values : null
  },
  /** The page took the values: they are not handed to it again. */
  settle(bookingType: BookingType): void {
    if (carried && carried.to === bookingType) carried = null
  },
  /** The values handed over to `bookingType`'s page, once. */
  take(bookingType: BookingType): Partial<JobFormValues> | null {
    const values = this.peek(bookingType)
    this.settle(bookingType)
    return values
  },
}
