import Flex from 'antd/es/flex'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { type CardColumn, type CardColumns, statusColumn } from '@/shared/ui/cardColumns'
import { type Paging, PagedTable } from '@/shared/ui/PagedTable'

import type { BookingItem, BookingPage } from '../api/bookingList'
import { bookingDetailPath } from '../lib/actions'
import { bookingWhen, rateText } from '../lib/format'
import { PAGE_SIZES } from '../lib/listQuery'
import { BookingStatus } from '../lib/status'
import { StageCountdown } from './StageCountdown'
import { BookingStatusTag } from './StatusTags'

export type BookingScope = 'processing' | 'upcoming' | 'past'

interface BookingTableProps {
  scope: BookingScope
  page: BookingPage | undefined
  loading: boolean
  paging: Paging
  onPaging: (paging: Paging) => void
}

function BookingLink({ booking }: { booking: BookingItem }) {
  const { t } = useTranslation()
  return (
    <Link to={bookingDetailPath(booking.bookingId)} className="booking-link">
      {t('bookings.list.bookingNo', { id: booking.bookingId })}
    </Link>
  )
}

function BookingKind({ booking }: { booking: BookingItem }) {
  const { t } = useTranslation()
  return (
    <Flex gap={4} wrap>
      <Typography.Text type="secondary">{t(`bookings.bookingType.${booking.bookingType}`)}</Typography.Text>
      {booking.inviteType === 2 && <Tag color="magenta">{t('bookings.inviteType.2')}</Tag>}
    </Flex>
  )
}

function When({ booking }: { booking: BookingItem }) {
  const { t } = useTranslation()
  const when = bookingWhen(t, booking)
  return (
    <Flex vertical gap={0}>
      <Typography.Text>{when.dates}</Typography.Text>
      <Typography.Text type="secondary">{when.hours}</Typography.Text>
    </Flex>
  )
}

function teacherNames(t: TFunction, booking: BookingItem): string {
  if (booking.teachers.length) return booking.teachers.map((teacher) => teacher.name).join(', ')
  return booking.status === BookingStatus.processing ? t('bookings.list.noTeachers') : '—'
}

type BookingColumn = CardColumn<BookingItem> & { scopes?: BookingScope[] }

function columns(t: TFunction, scope: BookingScope): CardColumns<BookingItem> {
  const all: BookingColumn[] = [
    {
      key: 'booking',
      title: t('bookings.list.booking'),
      fixed: 'left',
      card: 'title',
      render: (_, booking) => (
        <Flex vertical gap={2}>
          <BookingLink booking={booking} />
          <BookingKind booking={booking} />
        </Flex>
      ),
    },
    { key: 'when', title: t('bookings.list.when'), card: 'lead', render: (_, booking) => <When booking={booking} /> },
    { key: 'days', title: t('bookings.list.days'), dataIndex: 'days', align: 'right' },
    {
      key: 'teachers',
      title: t('bookings.list.confirmed'),
      render: (_, booking) =>
        t('bookings.list.confirmedOf', { confirmed: booking.confirmedTeachers, asked: booking.numberOfTeachers }),
    },
    {
      key: 'interested',
      title: t('bookings.list.interested'),
      dataIndex: 'interestedTeachers',
      align: 'right',
    },
    {
      key: 'stage',
      title: t('bookings.list.stage'),
      scopes: ['processing'],
      render: (_, booking) => <StageCountdown booking={booking} />,
    },
    {
      key: 'rate',
      title: t('bookings.list.rate'),
      render: (_, booking) => rateText(t, booking.hourlyRate, booking.boostIncentive),
    },
    { key: 'names', title: t('bookings.list.teachers'), render: (_, booking) => teacherNames(t, booking) },
    // Past holds the bookings that ended: a confirmed one there is completed.
    statusColumn(t('bookings.list.status'), (booking) => (
      <BookingStatusTag status={booking.status} ended={scope === 'past'} />
    )),
  ]
  return all.filter((column) => !column.scopes || column.scopes.includes(scope)).map(({ scopes: _scopes, ...column }) => column)
}

/** How many bookings the list holds: the total, or "1,000+" when the server stopped counting at its bound. */
export function bookingTotal(t: TFunction, language: string, count: number, exact: boolean): string {
  const total = new Intl.NumberFormat(language).format(count)
  return exact ? t('bookings.list.total', { total }) : t('bookings.list.totalAtLeast', { total })
}

/**
 * A page of bookings: a table on wide screens, cards on phones; paged by pageNo and pageSize.
 * With more bookings than the server counts, the pager reaches only the counted ones and a note
 * says to choose dates for the rest.
 */
export function BookingTable({ scope, page, loading, paging, onPaging }: BookingTableProps) {
  const { t, i18n } = useTranslation()
  const exact = page?.totalExact ?? true
  const table = (
    <PagedTable<BookingItem>
      rowKey="bookingId"
      columns={columns(t, scope)}
      page={page}
      loading={loading}
      label={t('bookings.list.label')}
      emptyText={t('bookings.list.empty')}
      paging={paging}
      onPaging={onPaging}
      sizeChanger={PAGE_SIZES}
      showTotal={(count) => bookingTotal(t, i18n.language, count, exact)}
    />
  )
  if (exact) return table
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary" role="note">
        {t('bookings.list.reach', { total: new Intl.NumberFormat(i18n.language).format(page?.total ?? 0) })}
      </Typography.Text>
      {table}
    </Flex>
  )
}
