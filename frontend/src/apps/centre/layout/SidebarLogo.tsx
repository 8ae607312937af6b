import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

interface SidebarLogoProps {
  /** The centre's name; the platform name stands in without one. */
  centreName: string | undefined
  collapsed: boolean
}

export function SidebarLogo({ centreName, collapsed }: SidebarLogoProps) {
  const { t } = useTranslation()
  const name = centreName || t('app.platformName')
  return (
    <Link to="/" className="sidebar-logo" title={name} aria-label={name}>
      <span className="sidebar-logo__mark" aria-hidden>
        {t('app.brandInitial')}
      </span>
      {!collapsed && <span className="sidebar-logo__name">{name}</span>}
    </Link>
  )
}
