import Card from 'antd/es/card'
import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Grid from 'antd/es/grid'
import Pagination from 'antd/es/pagination'
import Spin from 'antd/es/spin'
import Table from 'antd/es/table'
import type { ColumnsType } from 'antd/es/table'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

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
  pageNo: number
  pageSize: number
  onPage: (pageNo: number, pageSize: number) => void
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

function columns(t: TFunction, scope: BookingScope): ColumnsType<BookingItem> {
  const all: (ColumnsType<BookingItem>[number] & { scopes?: BookingScope[] })[] = [
    {
      key: 'booking',
      title: t('bookings.list.booking'),
      fixed: 'left',
      render: (_, booking) => (
        <Flex vertical gap={2}>
          <BookingLink booking={booking} />
          <BookingKind booking={booking} />
        </Flex>
      ),
    },
    { key: 'when', title: t('bookings.list.when'), render: (_, booking) => <When booking={booking} /> },
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
    {
      key: 'status',
      title: t('bookings.list.status'),
      render: (_, booking) => <BookingStatusTag status={booking.status} />,
    },
  ]
  return all.filter((column) => !column.scopes || column.scopes.includes(scope)).map(({ scopes: _scopes, ...column }) => column)
}

/** One booking as a card, for narrow screens. */
function BookingCard({ booking, scope }: { booking: BookingItem; scope: BookingScope }) {
  const { t } = useTranslation()
  const facts: [string, ReactNode][] = [
    [t('bookings.list.days'), booking.days],
    [t('bookings.list.confirmed'), t('bookings.list.confirmedOf', { confirmed: booking.confirmedTeachers, asked: booking.numberOfTeachers })],
    [t('bookings.list.interested'), booking.interestedTeachers],
    ...(scope === 'processing' ? [[t('bookings.list.stage'), <StageCountdown key="stage" booking={booking} />] as [string, ReactNode]] : []),
    [t('bookings.list.rate'), rateText(t, booking.hourlyRate, booking.boostIncentive)],
    [t('bookings.list.teachers'), teacherNames(t, booking)],
  ]
  return (
    <Card
      size="small"
      className="booking-card"
      title={<BookingLink booking={booking} />}
      extra={<BookingStatusTag status={booking.status} />}
    >
      <Flex vertical gap={6}>
        <When booking={booking} />
        <BookingKind booking={booking} />
        <dl className="booking-card__facts">
          {facts.map(([label, value]) => (
            <div key={label} className="booking-card__fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Flex>
    </Card>
  )
}

/** A page of bookings: a table on wide screens, cards on phones; paged by pageNo and pageSize. */
export function BookingTable({ scope, page, loading, pageNo, pageSize, onPage }: BookingTableProps) {
  const { t } = useTranslation()
  const screens = Grid.useBreakpoint()
  const rows = page?.list ?? []
  const total = page?.total ?? 0
  const showTotal = (count: number) => t('bookings.list.total', { total: count })

  if (!screens.md) {
    return (
      <Spin spinning={loading}>
        <Flex vertical gap={12} className="booking-cards" role="list" aria-label={t('bookings.list.label')}>
          {rows.length === 0 && !loading && <Empty description={t('bookings.list.empty')} />}
          {rows.map((booking) => (
            <div role="listitem" key={booking.bookingId}>
              <BookingCard booking={booking} scope={scope} />
            </div>
          ))}
          {total > 0 && (
            <Pagination
              simple
              align="center"
              current={pageNo}
              pageSize={pageSize}
              total={total}
              onChange={onPage}
            />
          )}
        </Flex>
      </Spin>
    )
  }

  return (
    <Table<BookingItem>
      rowKey="bookingId"
      columns={columns(t, scope)}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={t('bookings.list.empty')} /> }}
      pagination={{
        current: pageNo,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: [...PAGE_SIZES],
        showTotal,
        onChange: onPage,
      }}
    />
  )
}
