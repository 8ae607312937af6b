import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Tag from 'antd/es/tag'
import Tooltip from 'antd/es/tooltip'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formatMoney } from '@/shared/lib/money'
import { formatInZone } from '@/shared/lib/platformTime'
import { TIME_SHEET_STATUS } from '@/shared/timesheets/rules'
import { actionsColumn, type CardColumns } from '@/shared/ui/cardColumns'
import { FIRST_PAGE, type Paging, PagedTable } from '@/shared/ui/PagedTable'

import { type TimeSheetItem, type TimeSheetStatus, useTimeSheetList } from '../api/timeSheetList'
import { useReasonLabel } from '../lib/useReasons'

const CONFIRMATION_COLOURS: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'default' }

interface TimeSheetTableProps {
  status: TimeSheetStatus
  onConfirm?: (sheet: TimeSheetItem) => void
}

function span(start: string | null, end: string | null): string | null {
  if (!start || !end) return null
  return `${formatInZone(start, 'HH:mm')}–${formatInZone(end, 'HH:mm')}`
}

/** The centre's time sheets of one status, paged by the server. */
export function TimeSheetTable({ status, onConfirm }: TimeSheetTableProps) {
  const { t } = useTranslation()
  const reasonLabel = useReasonLabel()
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE)
  const list = useTimeSheetList({ status, ...paging })
  const toConfirm = status === TIME_SHEET_STATUS.toConfirm

  const times = (start: string | null, end: string | null, breakMinutes: number | null) => {
    const text = span(start, end)
    if (!text) return <Typography.Text type="secondary">{t('timesheets.notReported')}</Typography.Text>
    return (
      <Flex vertical>
        <span>{text}</span>
        <Typography.Text type="secondary" className="timesheet-cell__sub">
          {t('timesheets.breakMinutes', { count: breakMinutes ?? 0 })}
        </Typography.Text>
      </Flex>
    )
  }

  const columns: CardColumns<TimeSheetItem> = [
    { key: 'teacher', title: t('timesheets.columns.teacher'), dataIndex: 'teacherName', card: 'title' },
    {
      key: 'booking',
      title: t('timesheets.columns.booking'),
      render: (_, sheet) => t('timesheets.bookingNo', { id: sheet.bookingId }),
    },
    {
      key: 'date',
      title: t('timesheets.columns.date'),
      card: 'lead',
      render: (_, sheet) => dayjs(sheet.date).format(t('timesheets.dateFormat')),
    },
    {
      key: 'booked',
      title: t('timesheets.columns.booked'),
      render: (_, sheet) => times(sheet.bookedStartsAt, sheet.bookedEndsAt, sheet.bookedBreakMinutes),
    },
    {
      key: 'reported',
      title: t('timesheets.columns.reported'),
      render: (_, sheet) => times(sheet.reportedStartsAt, sheet.reportedEndsAt, sheet.reportedBreakMinutes),
    },
    ...(toConfirm
      ? []
      : [
          {
            key: 'confirmed',
            title: t('timesheets.columns.confirmed'),
            render: (_: unknown, sheet: TimeSheetItem) => times(sheet.startsAt, sheet.endsAt, sheet.breakMinutes),
          },
        ]),
    { key: 'hours', title: t('timesheets.columns.hours'), align: 'right', dataIndex: 'hours' },
    {
      key: 'rate',
      title: t('timesheets.columns.rate'),
      align: 'right',
      render: (_, sheet) => formatMoney(sheet.hourlyRate),
    },
    {
      key: 'amount',
      title: t('timesheets.columns.amount'),
      align: 'right',
      render: (_, sheet) => formatMoney(sheet.amount),
    },
    toConfirm
      ? actionsColumn(t('timesheets.columns.actions'), (sheet) => (
          <Flex vertical gap={2}>
            <Button
              size="small"
              type="primary"
              icon={<CheckCircleOutlined />}
              onClick={() => onConfirm?.(sheet)}
              aria-label={t('timesheets.confirmFor', { name: sheet.teacherName, date: sheet.date })}
            >
              {t('timesheets.confirm')}
            </Button>
            <Typography.Text type="secondary" className="timesheet-cell__sub">
              {t('timesheets.defaultsAt', { time: formatInZone(sheet.defaultAt, 'DD/MM HH:mm') })}
            </Typography.Text>
          </Flex>
        ))
      : {
          key: 'confirmation',
          title: t('timesheets.columns.confirmation'),
          card: 'extra',
          render: (_, sheet) => {
            const tag = (
              <Tag color={CONFIRMATION_COLOURS[sheet.confirmation ?? 0]}>
                {t(`timesheets.confirmation.${sheet.confirmation ?? 0}`)}
              </Tag>
            )
            if (sheet.confirmation !== 2) return tag
            const why = [reasonLabel(sheet.reason), sheet.note].filter(Boolean).join(': ')
            return <Tooltip title={why}>{tag}</Tooltip>
          },
        },
  ]

  return (
    <PagedTable<TimeSheetItem>
      rowKey="id"
      columns={columns}
      page={list.data}
      loading={list.isFetching}
      label={toConfirm ? t('timesheets.tabs.toConfirm') : t('timesheets.tabs.confirmed')}
      emptyText={toConfirm ? t('timesheets.emptyToConfirm') : t('timesheets.emptyConfirmed')}
      paging={paging}
      onPaging={setPaging}
      sizeChanger
    />
  )
}
