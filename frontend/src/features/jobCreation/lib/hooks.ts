import { useEffect, useRef, useState } from 'react'

/** The current time in milliseconds, renewed every `intervalMs`. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs)
    return () => window.clearInterval(timer)
  }, [intervalMs])
  return now
}

/**
 * `value` once it has stayed the same (by its JSON) for `delayMs`; until then
 * the previous settled value. `settled` says whether the two agree.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): { value: T; settled: boolean } {
  const key = JSON.stringify(value) ?? ''
  const [current, setCurrent] = useState<{ key: string; value: T }>(() => ({ key, value }))
  const latest = useRef(value)

  useEffect(() => {
    latest.current = value
  })

  useEffect(() => {
    if (key === current.key) return undefined
    const timer = window.setTimeout(() => setCurrent({ key, value: latest.current }), delayMs)
    return () => window.clearTimeout(timer)
  }, [key, current.key, delayMs])

  return { value: current.value, settled: key === current.key }
}

/** Milliseconds left until `deadline` (an ISO timestamp), counted down every second; null without one. */
export function useCountdown(deadline: string | null | undefined): number | null {
  const now = useNow(1_000)
  if (!deadline) return null
  const end = Date.parse(deadline)
  return Number.isFinite(end) ? Math.max(0, end - now) : null
}

/** `m:ss` of a duration. */
export function formatCountdown(milliseconds: number): string {
  const seconds = Math.ceil(milliseconds / 1_000)
  const minutes = Math.floor(seconds / 60)
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`
}
