import { SettingsPage as Settings } from '@/features/adminSettings/components/SettingsPage'
import { usePermission } from '@/shared/authority/permission'

/** System settings: read with setting:list, changed with setting:edit. */
export default function SettingsPage() {
  return <Settings canEdit={usePermission('setting:edit')} />
}
