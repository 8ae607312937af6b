import './visuallyHidden.css'

import type { ReactNode } from 'react'

/** Text for screen readers only (a step's title where a line beside it names the current one). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>
}
