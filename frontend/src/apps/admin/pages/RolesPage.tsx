import { RolesPage as RolesScreen } from '@/features/staffAuthority/components/RolesPage'

export default function RolesPage() {
  return <RolesScreen />
}
