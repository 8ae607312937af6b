import { OnlineSessionsPage as OnlineSessionsScreen } from '@/features/onlineSessions/components/OnlineSessionsPage'

export default function OnlineSessionsPage() {
  return <OnlineSessionsScreen />
}
