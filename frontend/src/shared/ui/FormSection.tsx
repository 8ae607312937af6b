import './formSection.css'

import Card from 'antd/es/card'
import type { ReactNode } from 'react'

interface FormSectionProps {
  /** The section's icon, before its title (hidden from screen readers). */
  icon: ReactNode
  title: ReactNode
  children: ReactNode
}

/** One titled part of a long form: a borderless small card whose title leads with an icon. */
export function FormSection({ icon, title, children }: FormSectionProps) {
  return (
    <Card
      size="small"
      variant="borderless"
      className="form-section"
      title={
        <span>
          {icon} {title}
        </span>
      }
    >
      {children}
    </Card>
  )
}
