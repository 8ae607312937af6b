import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'

import type { CardColumns } from '@/shared/ui/cardColumns'
import { ResponsiveTable } from '@/shared/ui/ResponsiveTable'

import type { BookingDay } from '../api/bookingDetail'
import { money, plainDateText, timeText } from '../lib/format'

/** The booked days with their hours, break, rate and what each costs per teacher. */
export function DayTable({ days }: { days: BookingDay[] }) {
  const { t } = useTranslation()
  const columns: CardColumns<BookingDay> = [
    {
      key: 'date',
      title: t('bookings.days.date'),
      card: 'title',
      render: (_, day) => (
        <Flex gap={4} wrap align="center">
          {plainDateText(t, day.date)}
          {day.weekend && <Tag color="cyan">{t('bookings.days.weekend')}</Tag>}
          {day.holiday && <Tag color="volcano">{t('bookings.days.holiday')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'hours',
      title: t('bookings.days.hours'),
      render: (_, day) => t('bookings.format.timeRange', { from: timeText(t, day.startsAt), to: timeText(t, day.endsAt) }),
    },
    {
      key: 'break',
      title: t('bookings.days.break'),
      align: 'right',
      render: (_, day) => t('bookings.format.minutes', { minutes: day.breakMinutes }),
    },
    { key: 'working', title: t('bookings.days.workingHours'), dataIndex: 'workingHours', align: 'right' },
    {
      key: 'rate',
      title: t('bookings.days.rate'),
      align: 'right',
      render: (_, day) => t('bookings.format.perHour', { amount: money(day.hourlyRate) }),
    },
    { key: 'amount', title: t('bookings.days.amount'), align: 'right', render: (_, day) => money(day.amount) },
  ]
  return (
    <Card variant="borderless" title={t('bookings.days.title')} className="booking-section">
      <ResponsiveTable<BookingDay>
        rowKey="date"
        size="small"
        columns={columns}
        rows={days}
        label={t('bookings.days.title')}
        empty={null}
      />
    </Card>
  )
}
