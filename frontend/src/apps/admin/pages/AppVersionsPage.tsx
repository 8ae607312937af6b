import { VersionsPage } from '@/features/appVersions/components/VersionsPage'
import { usePermission } from '@/shared/authority/permission'

/** Operations › App versions: listed with version:list, added, changed and removed with version:edit. */
export default function AppVersionsPage() {
  return <VersionsPage canEdit={usePermission('version:edit')} />
}
