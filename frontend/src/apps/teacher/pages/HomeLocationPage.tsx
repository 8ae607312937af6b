import '@/shared/ui/phone.css'

import Skeleton from 'antd/es/skeleton'
import { useNavigate } from 'react-router'

import { useTeacherProfile } from '@/features/teacherProfile/api/teacherProfile'
import { HomeLocationForm } from '@/features/teacherProfile/components/HomeLocationForm'

/** The home location on the map and the travel radius. */
export default function HomeLocationPage() {
  const navigate = useNavigate()
  const profile = useTeacherProfile()
  if (!profile.data) return <Skeleton active className="teacher-card teacher-skeleton" />
  return <HomeLocationForm profile={profile.data} onDone={() => void navigate('/me')} />
}
