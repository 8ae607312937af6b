import { useQueryClient } from '@tanstack/react-query'

import { DocumentsPanel } from '@/features/teacherDocuments/components/DocumentsPanel'
import { teacherProfileKey, useTeacherProfile } from '@/features/teacherProfile/api/teacherProfile'

/** The teacher's documents: CV, certificates, vetting and the rest, with the expiry dates the profile holds. */
export default function DocumentsPage() {
  const queryClient = useQueryClient()
  const profile = useTeacherProfile()
  const data = profile.data
  return (
    <DocumentsPanel
      recorded={
        data && {
          registration: data.registrationExpiry,
          first_aid: data.firstAidExpiry,
          police_vetting: data.policeVettingExpiry,
        }
      }
      // Uploading or removing a vetting document changes the profile's expiry dates.
      onChanged={() => void queryClient.invalidateQueries({ queryKey: teacherProfileKey })}
    />
  )
}
