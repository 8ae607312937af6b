import './home.css'

import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined'
import Avatar from 'antd/es/avatar'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'

interface WelcomeBannerProps {
  centreName: string
  avatar: string | null
  radiusKm: number | undefined
  /** YYYY-MM-DD by the platform's clock, once the figures have loaded. */
  today: string | undefined
}

export function WelcomeBanner({ centreName, avatar, radiusKm, today }: WelcomeBannerProps) {
  const { t } = useTranslation()
  return (
    <Card className="welcome-banner" variant="borderless">
      <Flex gap={16} align="center" wrap>
        <Avatar size={56} src={avatar || undefined} className="welcome-banner__avatar">
          {centreName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Flex vertical gap={2} className="welcome-banner__text">
          <Typography.Title level={1} className="welcome-banner__title">
            {t('dashboard.greeting', { name: centreName })}
          </Typography.Title>
          {today && (
            <Typography.Text type="secondary">
              {t('dashboard.today', { date: dayjs(today).format(t('dashboard.dateFormat')) })}
            </Typography.Text>
          )}
        </Flex>
        {radiusKm !== undefined && (
          <Typography.Text type="secondary" className="welcome-banner__facts">
            <EnvironmentOutlined aria-hidden /> {t('dashboard.searchRadius', { radius: radiusKm })}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  )
}
