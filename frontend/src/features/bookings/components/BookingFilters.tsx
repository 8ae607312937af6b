import DatePicker from 'antd/es/date-picker'
import Flex from 'antd/es/flex'
import Select from 'antd/es/select'
import Button from 'antd/es/button'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'

import type { ListQuery } from '../lib/listQuery'
import { bookingStatusMeta } from '../lib/status'

interface BookingFiltersProps {
  query: ListQuery
  /** Offer a status filter with these statuses (the Past list). */
  statuses?: readonly number[]
  onChange: (filters: Pick<ListQuery, 'dateFrom' | 'dateTo' | 'status'>) => void
}

/** Date range (the centre's dates) and, where it applies, status. */
export function BookingFilters({ query, statuses, onChange }: BookingFiltersProps) {
  const { t } = useTranslation()
  const range = query.dateFrom && query.dateTo ? ([dayjs(query.dateFrom), dayjs(query.dateTo)] as const) : null
  const filtered = query.dateFrom !== null || query.dateTo !== null || query.status !== null

  return (
    <Flex wrap gap={8} align="center" className="booking-filters" role="search" aria-label={t('bookings.filters.label')}>
      <DatePicker.RangePicker
        aria-label={t('bookings.filters.dates')}
        placeholder={[t('bookings.filters.from'), t('bookings.filters.to')]}
        value={range ? [range[0], range[1]] : null}
        format={t('bookings.format.pickerDate')}
        allowClear
        className="booking-filters__dates"
        onChange={(dates) =>
          onChange({
            dateFrom: dates?.[0]?.format('YYYY-MM-DD') ?? null,
            dateTo: dates?.[1]?.format('YYYY-MM-DD') ?? null,
            status: query.status,
          })
        }
      />
      {statuses && (
        <Select
          aria-label={t('bookings.filters.status')}
          placeholder={t('bookings.filters.anyStatus')}
          allowClear
          value={query.status ?? undefined}
          className="booking-filters__status"
          // The status filter is the Past list's: a confirmed booking there has ended.
          options={statuses.map((status) => ({ value: status, label: t(bookingStatusMeta(status, true).labelKey) }))}
          onChange={(status: number | undefined) =>
            onChange({ dateFrom: query.dateFrom, dateTo: query.dateTo, status: status ?? null })
          }
        />
      )}
      {filtered && (
        <Button type="link" onClick={() => onChange({ dateFrom: null, dateTo: null, status: null })}>
          {t('bookings.filters.clear')}
        </Button>
      )}
    </Flex>
  )
}
