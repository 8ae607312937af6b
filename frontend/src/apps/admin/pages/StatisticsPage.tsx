import { StatisticsPage as StatisticsScreen } from '@/features/adminStatistics/components/StatisticsPage'

export default function StatisticsPage() {
  return <StatisticsScreen />
}
