import { StaffPage as StaffScreen } from '@/features/staffAuthority/components/StaffPage'

export default function StaffPage() {
  return <StaffScreen />
}
