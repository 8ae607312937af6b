import { PersonalCenter } from '@/features/personalCenter/components/PersonalCenter'

/** /profile/index: the Personal Center, opened from the top bar. */
export default function PersonalCenterPage() {
  return <PersonalCenter />
}
