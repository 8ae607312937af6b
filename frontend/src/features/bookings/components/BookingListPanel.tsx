import ReloadOutlined from '@ant-design/icons/ReloadOutlined'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Tooltip from 'antd/es/tooltip'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

import { type BookingListRequest, useBookingList } from '../api/bookingList'
import { useUpcomingBookings } from '../api/upcomingBookings'
import { type ListQuery, PAGE_SIZES, readListQuery, withFilters, withPage, writeListQuery } from '../lib/listQuery'
import { PAST_STATUS_FILTERS } from '../lib/status'
import { BookingFilters } from './BookingFilters'
import { type BookingScope, BookingTable } from './BookingTable'

import './bookings.css'

const INTRO_KEYS: Record<BookingScope, string> = {
  processing: 'bookings.list.processingIntro',
  upcoming: 'bookings.list.upcomingIntro',
  past: 'bookings.list.pastIntro',
}

const TITLE_KEYS: Record<BookingScope, string> = {
  processing: 'bookings.list.processingTitle',
  upcoming: 'bookings.list.upcomingTitle',
  past: 'bookings.list.pastTitle',
}

function useScopeList(scope: BookingScope, query: ListQuery) {
  const dates = { dateFrom: query.dateFrom, dateTo: query.dateTo }
  const paging = { pageNo: query.pageNo, pageSize: query.pageSize }
  // Only the hook of the scope shown asks the server; the other stays idle.
  const upcoming = useUpcomingBookings({ ...paging, ...dates }, scope === 'upcoming')
  const list = useBookingList(
    { ...paging, ...dates, scope: scope === 'past' ? 'past' : 'processing', status: (scope === 'past' ? query.status : null) as BookingListRequest['status'] },
    scope !== 'upcoming',
  )
  return scope === 'upcoming' ? upcoming : list
}

/** One of the bookings lists (Processing, Upcoming, Past) with its filters, paged; the state lives in the address. */
export function BookingListPanel({ scope }: { scope: BookingScope }) {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const statuses = scope === 'past' ? PAST_STATUS_FILTERS : undefined
  const query = readListQuery(search, statuses)
  const result = useScopeList(scope, query)
  const update = (next: ListQuery) => setSearch(writeListQuery(next), { replace: true })

  return (
    <Card variant="borderless" className="booking-list">
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="flex-start" gap={8} wrap>
          <div className="booking-list__heading">
            <Typography.Title level={4} className="booking-list__title">
              {t(TITLE_KEYS[scope])}
            </Typography.Title>
            <Typography.Text type="secondary">{t(INTRO_KEYS[scope])}</Typography.Text>
          </div>
          <Tooltip title={t('bookings.actions.refresh')}>
            <Button
              aria-label={t('bookings.actions.refresh')}
              icon={<ReloadOutlined />}
              loading={result.isFetching}
              onClick={() => void result.refetch()}
            />
          </Tooltip>
        </Flex>
        <BookingFilters query={query} statuses={statuses} onChange={(filters) => update(withFilters(query, filters))} />
        <BookingTable
          scope={scope}
          page={result.data}
          loading={result.isPending || result.isPlaceholderData}
          paging={{ pageNo: query.pageNo, pageSize: query.pageSize }}
          onPaging={({ pageNo, pageSize }) =>
            update(withPage(query, pageNo, (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : query.pageSize))
          }
        />
      </Flex>
    </Card>
  )
}
