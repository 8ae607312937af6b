import { ParityPage as ParityScreen } from '@/features/adminRanks/components/ParityPage'

/** Operations › Pay parity steps (/operations/parity): the lowest rate a qualified teacher is priced at. */
export default function ParityPage() {
  return <ParityScreen />
}
