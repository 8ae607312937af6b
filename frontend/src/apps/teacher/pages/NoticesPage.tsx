import { useNavigate } from 'react-router'

import { NoticeList } from '@/features/notices/components/teacher/NoticeList'

/** The teacher's notices; opening one goes to the invites or jobs it is about. */
export default function NoticesPage() {
  const navigate = useNavigate()
  return <NoticeList onOpen={(target) => void navigate(`/${target}`)} />
}
