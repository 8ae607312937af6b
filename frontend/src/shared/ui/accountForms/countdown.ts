import { useEffect, useState } from 'react'

/** Whole seconds from `now` until `deadline` (milliseconds since the epoch), never below 0. */
export function secondsUntil(deadline: number | null | undefined, now: number): number {
  if (!deadline) return 0
  return Math.max(0, Math.ceil((deadline - now) / 1000))
}

/**
 * The seconds left until `deadline`, ticking once a second while above 0. The
 * count starts when the component mounts: give the component `key={deadline}`
 * so that a new deadline starts a new count.
 */
export function useSecondsLeft(deadline: number | null | undefined): number {
  const [now, setNow] = useState(() => Date.now())
  const left = secondsUntil(deadline, now)
  useEffect(() => {
    if (left <= 0) return
    const timer = window.setTimeout(() => setNow(Date.now()), 1000)
    return () => window.clearTimeout(timer)
  }, [left, now])
  return left
}
