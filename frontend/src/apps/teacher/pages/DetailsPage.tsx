import '@/shared/ui/phone.css'

import Card from 'antd/es/card'
import Skeleton from 'antd/es/skeleton'
import { useNavigate } from 'react-router'

import { useTeacherProfile } from '@/features/teacherProfile/api/teacherProfile'
import { ContactForm } from '@/features/teacherProfile/components/ContactForm'

/** The mobile number and teaching philosophy. */
export default function DetailsPage() {
  const navigate = useNavigate()
  const profile = useTeacherProfile()
  return (
    <Card className="teacher-card">
      {profile.data ? (
        <ContactForm profile={profile.data} onDone={() => void navigate('/me')} />
      ) : (
        <Skeleton active />
      )}
    </Card>
  )
}
