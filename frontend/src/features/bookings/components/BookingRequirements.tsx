import Card from 'antd/es/card'
import Descriptions from 'antd/es/descriptions'
import type { DescriptionsProps } from 'antd/es/descriptions'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import type { BookingDetail } from '../api/bookingDetail'
import { bookingDetailPath } from '../lib/actions'
import type { BookingDictionaries } from '../lib/dictionaries'

interface BookingRequirementsProps {
  detail: BookingDetail
  dictionaries: Pick<BookingDictionaries, 'ageGroupLabel' | 'talentPoolLabel' | 'reasonLabel'>
}

/** What the booking asks for. */
export function BookingRequirements({ detail, dictionaries }: BookingRequirementsProps) {
  const { t } = useTranslation()
  const { booking } = detail
  const yesNo = (value: boolean) => (value ? t('bookings.detail.yes') : t('bookings.detail.no'))
  const multiDay = booking.days > 1 || booking.bookingType !== 1

  const items: DescriptionsProps['items'] = [
    { key: 'type', label: t('bookings.detail.bookingType'), children: t(`bookings.bookingType.${booking.bookingType}`) },
    { key: 'invite', label: t('bookings.detail.inviteType'), children: t(`bookings.inviteType.${booking.inviteType}`) },
    { key: 'teachers', label: t('bookings.detail.teachersAsked'), children: booking.numberOfTeachers },
    {
      key: 'qualification',
      label: t('bookings.detail.qualification'),
      children: t(`bookings.qualification.${booking.qualification}`),
    },
    {
      key: 'gender',
      label: t('bookings.detail.gender'),
      children: detail.genderJustification
        ? t('bookings.detail.genderWithReason', {
            gender: t(`bookings.gender.${booking.gender}`),
            reason: detail.genderJustification,
          })
        : t(`bookings.gender.${booking.gender}`),
    },
    { key: 'age', label: t('bookings.detail.ageGroup'), children: dictionaries.ageGroupLabel(detail.ageGroup) || '—' },
    { key: 'pool', label: t('bookings.detail.talentPool'), children: dictionaries.talentPoolLabel(detail.talentPool) || '—' },
    { key: 'range', label: t('bookings.detail.inviteRange'), children: t('bookings.format.km', { km: detail.inviteRange }) },
    { key: 'auto', label: t('bookings.detail.autoConfirm'), children: yesNo(booking.autoConfirm) },
    ...(multiDay
      ? [
          {
            key: 'weekdays',
            label: t('bookings.detail.weekdays'),
            children: detail.weekdays.length
              ? detail.weekdays.map((day) => t(`bookings.weekday.${day}`)).join(', ')
              : t('bookings.detail.everyWorkingDay'),
          },
          { key: 'weekends', label: t('bookings.detail.includeWeekends'), children: yesNo(detail.includeWeekends) },
          { key: 'holidays', label: t('bookings.detail.includeHolidays'), children: yesNo(detail.includeHolidays) },
        ]
      : []),
    ...(booking.parentId
      ? [
          {
            key: 'parent',
            label: t('bookings.detail.from'),
            children: <Link to={bookingDetailPath(booking.parentId)}>{t('bookings.list.bookingNo', { id: booking.parentId })}</Link>,
          },
        ]
      : []),
    {
      key: 'notes',
      label: t('bookings.detail.notes'),
      span: 'filled' as const,
      children: detail.notes || t('bookings.detail.noNotes'),
    },
    ...(detail.cancelReason
      ? [
          {
            key: 'cancelReason',
            label: t('bookings.detail.cancelReason'),
            span: 'filled' as const,
            children: dictionaries.reasonLabel(detail.cancelReason),
          },
        ]
      : []),
  ]

  return (
    <Card variant="borderless" title={t('bookings.detail.requirements')} className="booking-section">
      <Descriptions size="small" column={{ xs: 1, sm: 2, xxl: 3 }} items={items} bordered />
    </Card>
  )
}
