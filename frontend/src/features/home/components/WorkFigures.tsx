import './home.css'

import AccountBookOutlined from '@ant-design/icons/AccountBookOutlined'
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined'
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined'
import DashboardOutlined from '@ant-design/icons/DashboardOutlined'
import FieldTimeOutlined from '@ant-design/icons/FieldTimeOutlined'
import SyncOutlined from '@ant-design/icons/SyncOutlined'
import Card from 'antd/es/card'
import Typography from 'antd/es/typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import type { HomeStatistics } from '../api/homeStatistics'

interface WorkFiguresProps {
  statistics: HomeStatistics | undefined
}

interface Figure {
  key: string
  title: string
  value: number | string | undefined
  icon: ReactNode
  hint: string
  to: string
  danger?: boolean
}

/**
 * The dashboard's work at a glance: bookings, time sheets and invoices that
 * need the centre, each a link to its list. Its height does not change when
 * the figures arrive.
 */
export function WorkFigures({ statistics }: WorkFiguresProps) {
  const { t } = useTranslation()
  const overdue = statistics?.overdueInvoices ?? 0

  const figures: Figure[] = [
    {
      key: 'processing',
      title: t('homeWork.processing'),
      value: statistics?.processingBookings,
      icon: <SyncOutlined />,
      hint: t('homeWork.processingHint'),
      to: '/bookings/Processing',
    },
    {
      key: 'upcoming',
      title: t('homeWork.upcoming'),
      value: statistics?.upcomingBookings,
      icon: <ClockCircleOutlined />,
      hint: t('homeWork.upcomingHint'),
      to: '/bookings/Upcoming',
    },
    {
      key: 'completed',
      title: t('homeWork.completed'),
      value: statistics?.completedThisMonth,
      icon: <CheckCircleOutlined />,
      hint: t('homeWork.completedHint'),
      to: '/bookings/Past',
    },
    {
      key: 'timeSheets',
      title: t('homeWork.timeSheets'),
      value: statistics?.timeSheetsToConfirm,
      icon: <FieldTimeOutlined />,
      hint: t('homeWork.timeSheetsHint'),
      to: '/Billing/Timesheet',
    },
    {
      key: 'due',
      title: t('homeWork.amountDue'),
      value: statistics ? t('homeWork.money', { amount: statistics.amountDue }) : undefined,
      icon: <AccountBookOutlined />,
      hint: t('homeWork.invoicesHint', { unpaid: statistics?.unpaidInvoices ?? 0, overdue }),
      to: '/Billing/Invoice',
      danger: overdue > 0,
    },
  ]

  return (
    <Card
      variant="borderless"
      size="small"
      title={
        <span>
          <DashboardOutlined aria-hidden /> {t('homeWork.title')}
        </span>
      }
    >
      <ul className="work-figures" aria-label={t('homeWork.title')}>
        {figures.map((figure) => (
          <li key={figure.key}>
            <Link to={figure.to} className="work-figure">
              <span className="work-figure__icon" aria-hidden>
                {figure.icon}
              </span>
              <span className="work-figure__title" title={figure.hint}>
                {figure.title}
                {figure.key === 'due' && (
                  <Typography.Text type={figure.danger ? 'danger' : 'secondary'} className="work-figure__hint">
                    {' '}
                    {figure.hint}
                  </Typography.Text>
                )}
              </span>
              <Typography.Text strong type={figure.danger ? 'danger' : undefined} className="work-figure__value">
                {figure.value ?? '–'}
              </Typography.Text>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  )
}
