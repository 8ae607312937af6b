import { CentreHelp } from '@/features/help/components/CentreHelp'

/** Help: the FAQ and the articles for centres, opened from the question mark in the top bar. */
export default function HelpPage() {
  return <CentreHelp />
}
