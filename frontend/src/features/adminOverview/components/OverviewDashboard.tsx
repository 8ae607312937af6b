import BankOutlined from '@ant-design/icons/BankOutlined'
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined'
import DollarOutlined from '@ant-design/icons/DollarOutlined'
import ReloadOutlined from '@ant-design/icons/ReloadOutlined'
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined'
import UserOutlined from '@ant-design/icons/UserOutlined'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Col from 'antd/es/col'
import Flex from 'antd/es/flex'
import Progress from 'antd/es/progress'
import Row from 'antd/es/row'
import Statistic from 'antd/es/statistic'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { formatMoney } from '@/shared/lib/money'

import { type Overview, useOverview } from '../api/overview'
import { shareOf } from '../lib/shares'

/** A page the staff member may open, offered as a shortcut. */
export interface Shortcut {
  path: string
  title: string
  icon: ReactNode
}

interface OverviewDashboardProps {
  /** The staff member's name (or e-mail) for the greeting. */
  name: string
  shortcuts: readonly Shortcut[]
}

interface Figure {
  key: string
  title: string
  value: number | string | undefined
  icon: ReactNode
  footer: string
}

function figuresOf(overview: Overview | undefined, t: (key: string, values?: Record<string, unknown>) => string): Figure[] {
  return [
    {
      key: 'centres',
      title: t('adminOverview.centres'),
      value: overview?.centres,
      icon: <BankOutlined />,
      footer: t('adminOverview.centresHint'),
    },
    {
      key: 'teachers',
      title: t('adminOverview.teachersApproved'),
      value: overview?.teachers.approved,
      icon: <UserOutlined />,
      footer: t('adminOverview.teachersPending', { count: overview?.teachers.pending ?? 0 }),
    },
    {
      key: 'bookings',
      title: t('adminOverview.bookingsProcessing'),
      value: overview?.bookings.processing,
      icon: <ScheduleOutlined />,
      footer: t('adminOverview.bookingsConfirmed', { count: overview?.bookings.confirmed ?? 0 }),
    },
    {
      key: 'invoices',
      title: t('adminOverview.unpaidAmount'),
      value: overview ? formatMoney(overview.unpaidInvoices.amount) : undefined,
      icon: <DollarOutlined />,
      footer: t('adminOverview.unpaidCount', { count: overview?.unpaidInvoices.count ?? 0 }),
    },
  ]
}

interface Share {
  key: string
  label: string
  count: number
  colour: string
}

function ShareBars({ shares, loading }: { shares: Share[]; loading: boolean }) {
  const total = shares.reduce((sum, share) => sum + share.count, 0)
  return (
    <Flex vertical gap={14}>
      {shares.map((share) => (
        <div key={share.key}>
          <Flex justify="space-between">
            <Typography.Text>{share.label}</Typography.Text>
            <Typography.Text strong>{loading ? '–' : share.count}</Typography.Text>
          </Flex>
          <Progress
            percent={shareOf(share.count, total)}
            strokeColor={share.colour}
            showInfo={false}
            aria-label={share.label}
          />
        </div>
      ))}
    </Flex>
  )
}

/** The console's landing page: greeting, the platform's figures today, their shares, and shortcuts. */
export function OverviewDashboard({ name, shortcuts }: OverviewDashboardProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const overview = useOverview()
  const loading = overview.isPending
  const data = overview.data

  return (
    <Flex vertical gap={16}>
      <Card className="welcome-strip" variant="borderless">
        <Flex justify="space-between" align="center" wrap gap={16}>
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('adminOverview.greeting', { name })}
            </Typography.Title>
            <Typography.Text type="secondary">{dayjs().format(t('adminOverview.dateFormat'))}</Typography.Text>
          </div>
          <Button icon={<ReloadOutlined />} onClick={() => void overview.refetch()} loading={overview.isFetching}>
            {t('adminOverview.refresh')}
          </Button>
        </Flex>
      </Card>
      {overview.isError && (
        <Alert
          type="warning"
          showIcon
          title={t('adminOverview.loadFailed')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void overview.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      <Row gutter={[16, 16]}>
        {figuresOf(data, t).map((figure) => (
          <Col key={figure.key} xs={24} sm={12} xl={6}>
            <Card className="overview-card" variant="borderless">
              <div className="overview-card__body">
                <Statistic title={figure.title} value={figure.value ?? '–'} loading={loading} />
                <span className="overview-card__icon" aria-hidden>
                  {figure.icon}
                </span>
              </div>
              <Typography.Text type="secondary" className="overview-card__footer">
                {figure.footer}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card title={t('adminOverview.teachersTitle')} variant="borderless" className="overview-card">
            <ShareBars
              loading={loading}
              shares={[
                { key: 'approved', label: t('adminOverview.approved'), count: data?.teachers.approved ?? 0, colour: '#52c41a' },
                { key: 'pending', label: t('adminOverview.pending'), count: data?.teachers.pending ?? 0, colour: '#faad14' },
                { key: 'rejected', label: t('adminOverview.rejected'), count: data?.teachers.rejected ?? 0, colour: '#ff4d4f' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('adminOverview.bookingsTitle')} variant="borderless" className="overview-card">
            <ShareBars
              loading={loading}
              shares={[
                { key: 'processing', label: t('adminOverview.processing'), count: data?.bookings.processing ?? 0, colour: '#1677ff' },
                { key: 'confirmed', label: t('adminOverview.confirmed'), count: data?.bookings.confirmed ?? 0, colour: '#13c2c2' },
                { key: 'finished', label: t('adminOverview.finished'), count: data?.bookings.finished ?? 0, colour: '#8c8c8c' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('adminOverview.supportTitle')} variant="borderless" className="overview-card">
            <Flex vertical gap={16}>
              <Flex align="center" gap={12}>
                <span className="overview-card__icon" aria-hidden>
                  <CustomerServiceOutlined />
                </span>
                <Statistic title={t('adminOverview.openTickets')} value={data?.openTickets ?? '–'} loading={loading} />
              </Flex>
              {shortcuts.length > 0 && (
                <div>
                  <Typography.Text type="secondary">{t('adminOverview.shortcuts')}</Typography.Text>
                  <Flex wrap gap={8} style={{ marginTop: 8 }}>
                    {shortcuts.map((shortcut) => (
                      <Button key={shortcut.path} icon={shortcut.icon} onClick={() => void navigate(shortcut.path)}>
                        {shortcut.title}
                      </Button>
                    ))}
                  </Flex>
                </div>
              )}
            </Flex>
          </Card>
        </Col>
      </Row>
    </Flex>
  )
}
