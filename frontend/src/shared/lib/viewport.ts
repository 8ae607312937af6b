import { useSyncExternalStore } from 'react'

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener)
  return () => window.removeEventListener('resize', listener)
}

function windowWidth(): number {
  return window.innerWidth
}

/** The window's width, kept current as it is resized. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, windowWidth, () => 1280)
}
