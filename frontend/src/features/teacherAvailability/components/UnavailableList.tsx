import '@/shared/ui/phone.css'
import './availability.css'

import DeleteOutlined from '@ant-design/icons/DeleteOutlined'
import StopOutlined from '@ant-design/icons/StopOutlined'
import Button from 'antd/es/button'
import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Popconfirm from 'antd/es/popconfirm'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { formatInZone, zonedDate } from '@/shared/lib/platformTime'

import type { UnavailableTime } from '../api/availabilityList'
import { coversWholeDay } from '../lib/spanRules'

interface UnavailableListProps {
  spans: readonly UnavailableTime[]
  emptyText: string
  deletingId: number | null
  onDelete: (span: UnavailableTime) => void
}

/** How a span reads: "All day" on one date, the hours on one date, or from one moment to another. */
function useSpanText(): (span: UnavailableTime) => { when: string; hours: string } {
  const { t } = useTranslation()
  return (span) => {
    const startDate = zonedDate(span.startsAt)
    const lastDate = zonedDate(Date.parse(span.endsAt) - 1)
    const day = (value: string | number) => formatInZone(value, t('teacherAvailability.format.day'))
    const time = (value: string) => formatInZone(value, t('teacherAvailability.format.time'))
    if (startDate === lastDate) {
      return {
        when: day(span.startsAt),
        hours: coversWholeDay(span, startDate)
          ? t('teacherAvailability.list.allDay')
          : t('teacherAvailability.list.hours', { from: time(span.startsAt), to: time(span.endsAt) }),
      }
    }
    return {
      when: t('teacherAvailability.list.range', { from: day(span.startsAt), to: day(Date.parse(span.endsAt) - 1) }),
      hours: t('teacherAvailability.list.rangeHours', { from: time(span.startsAt), to: time(span.endsAt) }),
    }
  }
}

/** Unavailable times, each with its note and a delete button. */
export function UnavailableList({ spans, emptyText, deletingId, onDelete }: UnavailableListProps) {
  const { t } = useTranslation()
  const spanText = useSpanText()
  if (spans.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} className="teacher-empty--small" />
  }
  return (
    <ul className="unavailable-list" aria-label={t('teacherAvailability.list.label')}>
      {spans.map((span) => {
        const { when, hours } = spanText(span)
        return (
          <li key={span.id} className="unavailable-list__item">
            <Flex gap={12} align="center">
              <span className="unavailable-list__icon" aria-hidden>
                <StopOutlined />
              </span>
              <Flex vertical gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong>{when}</Typography.Text>
                <Typography.Text>{hours}</Typography.Text>
                {span.note && (
                  <Typography.Text type="secondary" ellipsis>
                    {span.note}
                  </Typography.Text>
                )}
              </Flex>
              <Popconfirm
                title={t('teacherAvailability.delete.title')}
                description={t('teacherAvailability.delete.confirm')}
                okText={t('teacherAvailability.delete.ok')}
                cancelText={t('common.cancel')}
                placement="topRight"
                onConfirm={() => onDelete(span)}
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  loading={deletingId === span.id}
                  aria-label={t('teacherAvailability.delete.label', { when: `${when} ${hours}` })}
                />
              </Popconfirm>
            </Flex>
          </li>
        )
      })}
    </ul>
  )
}
