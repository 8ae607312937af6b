/**
 * The home popups' guard (spec section 9: "Home-statistics guard uses a local
 * storage key named con"). `con` holds a JSON object naming the popups this
 * browser has already shown, e.g. `{"voucher": true, "activity": true}`: each
 * popup is shown at most once per browser, and counts as shown as soon as it
 * opens. Anything else stored under `con` reads as nothing shown yet.
 */
export const GUARD_KEY = 'con'

export type HomePopup = 'voucher' | 'activity'

type Guard = Partial<Record<HomePopup, boolean>>

export interface GuardStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

function read(storage: GuardStorage): Guard {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(GUARD_KEY) ?? '{}')
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Guard) : {}
  } catch {
    return {}
  }
}

export function wasShown(storage: GuardStorage, popup: HomePopup): boolean {
  return read(storage)[popup] === true
}

export function markShown(storage: GuardStorage, popup: HomePopup): void {
  try {
    storage.setItem(GUARD_KEY, JSON.stringify({ ...read(storage), [popup]: true }))
  } catch {
    // Storage full or blocked: the popup may show again, which is harmless.
  }
}

export interface PopupFacts {
  /** The centre has an unused signup voucher (newCenterCouponFlag). */
  hasVoucher: boolean
  /** Staff switched the activity popup on (activeFlag). */
  activity: boolean
}

/** Which popup to show now: the voucher first, then the activity; each once. */
export function nextPopup(storage: GuardStorage, facts: PopupFacts): HomePopup | null {
  if (facts.hasVoucher && !wasShown(storage, 'voucher')) return 'voucher'
  if (facts.activity && !wasShown(storage, 'activity')) return 'activity'
  return null
}
