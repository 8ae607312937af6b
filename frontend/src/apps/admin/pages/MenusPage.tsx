import { MenusPage as MenusScreen } from '@/features/staffAuthority/components/MenusPage'

export default function MenusPage() {
  return <MenusScreen />
}
