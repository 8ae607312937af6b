import { useNavigate } from 'react-router'

import { AvailabilityPanel } from '@/features/teacherAvailability/components/AvailabilityPanel'

/** The month calendar of the times the teacher cannot work. */
export default function AvailabilityPage() {
  const navigate = useNavigate()
  return <AvailabilityPanel onOpenJobs={() => void navigate('/jobs')} />
}
