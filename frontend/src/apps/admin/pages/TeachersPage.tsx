import { TeachersPage as TeachersScreen } from '@/features/adminTeachers/components/TeachersPage'

/** Users › Teachers (/users/teachers): vetting, documents, rank and points, accounts. */
export default function TeachersPage() {
  return <TeachersScreen />
}
