import './home.css'

import BellOutlined from '@ant-design/icons/BellOutlined'
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined'
import TeamOutlined from '@ant-design/icons/TeamOutlined'
import UserOutlined from '@ant-design/icons/UserOutlined'
import Card from 'antd/es/card'
import Col from 'antd/es/col'
import Progress from 'antd/es/progress'
import Row from 'antd/es/row'
import Statistic from 'antd/es/statistic'
import Typography from 'antd/es/typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import type { HomeStatistics } from '../api/homeStatistics'

interface NearbyTeachersProps {
  statistics: HomeStatistics | undefined
  loading: boolean
}

interface Figure {
  key: string
  title: string
  value: number | undefined
  icon: ReactNode
  tone: 'blue' | 'green' | 'orange' | 'purple'
  footer: ReactNode
}

/** The dashboard's figure cards: teachers within reach of the centre and unread notices. */
export function NearbyTeachers({ statistics, loading }: NearbyTeachersProps) {
  const { t } = useTranslation()
  const total = statistics?.teachersNearby ?? 0
  const qualifiedShare = total > 0 ? Math.round(((statistics?.qualifiedNearby ?? 0) / total) * 100) : 0
  const radius = statistics?.nearbyRadiusKm ?? 0

  const figures: Figure[] = [
    {
      key: 'nearby',
      title: t('dashboard.teachersNearby'),
      value: statistics?.teachersNearby,
      icon: <TeamOutlined />,
      tone: 'blue',
      footer: t('dashboard.withinRadius', { radius }),
    },
    {
      key: 'qualified',
      title: t('dashboard.qualifiedNearby'),
      value: statistics?.qualifiedNearby,
      icon: <SafetyCertificateOutlined />,
      tone: 'green',
      footer: (
        <Progress
          percent={qualifiedShare}
          size="small"
          format={(percent) => t('dashboard.qualifiedShare', { percent })}
          aria-label={t('dashboard.qualifiedShare', { percent: qualifiedShare })}
        />
      ),
    },
    {
      key: 'unqualified',
      title: t('dashboard.unqualifiedNearby'),
      value: statistics?.unqualifiedNearby,
      icon: <UserOutlined />,
      tone: 'orange',
      footer: t('dashboard.unqualifiedHint'),
    },
    {
      key: 'notices',
      title: t('dashboard.unreadNotices'),
      value: statistics?.unreadNotices,
      icon: <BellOutlined />,
      tone: 'purple',
      footer: t('dashboard.noticesHint'),
    },
  ]

  return (
    <Row gutter={[16, 16]}>
      {figures.map((figure) => (
        <Col key={figure.key} xs={24} sm={12} xl={6}>
          <Card className="figure-card" loading={loading} variant="borderless">
            <div className="figure-card__body">
              <Statistic title={figure.title} value={figure.value ?? '–'} />
              <span className={`figure-card__icon figure-card__icon--${figure.tone}`} aria-hidden>
                {figure.icon}
              </span>
            </div>
            <Typography.Text type="secondary" className="figure-card__footer">
              {figure.footer}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  )
}
