import { OverviewDashboard } from '@/features/adminOverview/components/OverviewDashboard'
import { useAuthority } from '@/shared/authority/permission'
import { useTitleText } from '@/shared/ui/layout/title'

import { useConsoleMenu } from '../layout/consoleMenu'

/** The dashboard: the platform's figures, and the staff member's other pages as shortcuts. */
export default function DashboardPage() {
  const authority = useAuthority()
  const titleText = useTitleText()
  const { side } = useConsoleMenu()
  const shortcuts = side
    .flatMap((entry) => (entry.children?.length ? entry.children : [entry]))
    .filter((entry) => entry.path !== '/dashboard' && !entry.external)
    .map((entry) => ({ path: entry.path, title: titleText(entry.title), icon: entry.icon }))
  return <OverviewDashboard name={authority?.name || authority?.email || ''} shortcuts={shortcuts} />
}
