import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { VisuallyHidden } from '../VisuallyHidden'

interface SidebarLogoProps {
  /** The name beside the mark (a centre's name, the console's); the platform name stands in without one. */
  name: string | undefined
  collapsed: boolean
}

export function SidebarLogo({ name, collapsed }: SidebarLogoProps) {
  const { t } = useTranslation()
  const shown = name || t('app.platformName')
  return (
    // Named by its words; folded, the words are for screen readers only.
    <Link to="/" className="sidebar-logo" title={shown}>
      <span className="sidebar-logo__mark" aria-hidden>
        {t('app.brandInitial')}
      </span>
      {collapsed ? <VisuallyHidden>{shown}</VisuallyHidden> : <span className="sidebar-logo__name">{shown}</span>}
    </Link>
  )
}
