import './personalCenter.css'

import ReloadOutlined from '@ant-design/icons/ReloadOutlined'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Col from 'antd/es/col'
import Flex from 'antd/es/flex'
import Row from 'antd/es/row'
import Skeleton from 'antd/es/skeleton'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { useCentreProfile } from '../api/centreProfile'
import { AvatarCard } from './AvatarCard'
import { CentreDetailsCard } from './CentreDetailsCard'
import { ChangePasswordCard } from './ChangePasswordCard'
import { DefaultPasswordAlert } from './DefaultPasswordAlert'

/** /profile/index: the centre's details, avatar and password. */
export function PersonalCenter() {
  const { t } = useTranslation()
  const profile = useCentreProfile()

  return (
    <Flex vertical gap={16} className="personal-center">
      <Typography.Title level={3} className="personal-center__title">
        {t('personalCenter.title')}
      </Typography.Title>
      <DefaultPasswordAlert passwordIsDefault={profile.data?.passwordIsDefault} />
      {profile.isError && (
        <Alert
          type="warning"
          showIcon
          title={t('personalCenter.loadFailed')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void profile.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      {profile.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      ) : profile.data ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={8}>
            <AvatarCard profile={profile.data} />
          </Col>
          <Col xs={24} lg={16}>
            <Flex vertical gap={16}>
              <CentreDetailsCard profile={profile.data} />
              <ChangePasswordCard />
            </Flex>
          </Col>
        </Row>
      ) : null}
    </Flex>
  )
}
