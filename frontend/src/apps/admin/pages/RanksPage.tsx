import { RanksPage as RanksScreen } from '@/features/adminRanks/components/RanksPage'

/** Operations › Teacher ranks (/operations/ranks): the three ranks' points and rates. */
export default function RanksPage() {
  return <RanksScreen />
}
