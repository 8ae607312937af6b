import ReloadOutlined from '@ant-design/icons/ReloadOutlined'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Col from 'antd/es/col'
import Flex from 'antd/es/flex'
import Row from 'antd/es/row'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useHomeStatistics } from '@/features/home/api/homeStatistics'
import { CentreDetails } from '@/features/home/components/CentreDetails'
import { FillFigures } from '@/features/home/components/FillFigures'
import { HomePopups } from '@/features/home/components/HomePopups'
import { NearbyTeachers } from '@/features/home/components/NearbyTeachers'
import { UpcomingHolidays } from '@/features/home/components/UpcomingHolidays'
import { WelcomeBanner } from '@/features/home/components/WelcomeBanner'
import { WorkFigures } from '@/features/home/components/WorkFigures'
import { DefaultPasswordAlert } from '@/features/personalCenter/components/DefaultPasswordAlert'
import { zonedDate } from '@/shared/lib/platformTime'
import { useSession } from '@/shared/session/sessionStore'

/** Home: the centre's figures, loaded once the centre has accepted the terms. */
export default function DashboardPage() {
  const { t } = useTranslation()
  const { user } = useSession()
  const agreed = user?.agreed === 1
  const statistics = useHomeStatistics(agreed)
  // Until the server says what day it is for the centre (a demo's clock may run ahead).
  const [browserToday] = useState(() => zonedDate(Date.now()))
  const loading = !agreed || statistics.isPending

  return (
    <Flex vertical gap={16} className="dashboard">
      <DefaultPasswordAlert changeAt="/profile/index" />
      <WelcomeBanner
        centreName={statistics.data?.centerName ?? user?.realName ?? ''}
        avatar={user?.avatar ?? null}
        radiusKm={statistics.data?.nearbyRadiusKm}
        today={statistics.data?.today}
      />
      {statistics.isError && (
        <Alert
          type="warning"
          showIcon
          title={t('dashboard.loadFailed')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void statistics.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      <NearbyTeachers statistics={statistics.data} loading={loading} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <UpcomingHolidays
            holidays={statistics.data?.upcomingHolidays}
            today={statistics.data?.today}
            loading={loading}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Flex vertical gap={12}>
            <WorkFigures statistics={statistics.data} />
            <CentreDetails
              centreName={user?.realName ?? ''}
              contactPerson={user?.centerContactPerson ?? null}
              email={user?.email ?? ''}
              phone={user?.phone ?? null}
            />
          </Flex>
        </Col>
      </Row>
      <FillFigures today={statistics.data?.today ?? browserToday} enabled={agreed} />
      <HomePopups enabled={agreed} />
    </Flex>
  )
}
