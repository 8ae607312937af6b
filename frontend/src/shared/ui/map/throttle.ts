/**
 * Wraps `handler` so that it runs at most once per `intervalMs`: the first
 * call runs at once, and every call that comes before `intervalMs` has passed
 * since the last call that ran is dropped (not delayed). The clock is
 * injectable so the rule can be tested without timers.
 *
 * The wrapper answers whether this call ran.
 */
export function throttle<TArgs extends unknown[]>(
  handler: (...args: TArgs) => void,
  intervalMs: number,
  now: () => number = Date.now,
): (...args: TArgs) => boolean {
  let lastRun: number | null = null
  return (...args: TArgs) => {
    const at = now()
    if (lastRun !== null && at - lastRun < intervalMs) return false
    lastRun = at
    handler(...args)
    return true
  }
}
