import '@/shared/ui/phone.css'
import './profile.css'

import EditOutlined from '@ant-design/icons/EditOutlined'
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import type { TeacherProfile } from '../api/teacherProfile'

/** The home's address on one line: street, suburb, city, postcode (the known ones). */
export function homeAddressLine(profile: Pick<TeacherProfile, 'address' | 'suburb' | 'city' | 'postalCode'>): string {
  return [profile.address, profile.suburb, profile.city, profile.postalCode]
    .map((part) => (part ?? '').trim())
    .filter((part, index, parts) => part && parts.indexOf(part) === index)
    .join(', ')
}

interface HomeSummaryProps {
  profile: TeacherProfile
  onEdit: () => void
}

/** Where the teacher lives and how far they travel: matching invites within this radius. */
export function HomeSummary({ profile, onEdit }: HomeSummaryProps) {
  const { t } = useTranslation()
  const address = homeAddressLine(profile)
  return (
    <Card
      className="teacher-card"
      title={t('teacherProfile.home.title')}
      extra={
        <Button type="link" icon={<EditOutlined />} onClick={onEdit}>
          {t('teacherProfile.home.edit')}
        </Button>
      }
    >
      <Flex gap={10} align="flex-start">
        <EnvironmentOutlined className="teacher-profile__home-icon" aria-hidden />
        <Flex vertical gap={2}>
          <Typography.Text>{address || t('teacherProfile.home.noAddress')}</Typography.Text>
          <Typography.Text type="secondary">
            {t('teacherProfile.home.radius', { km: profile.travelRadiusKm })}
          </Typography.Text>
        </Flex>
      </Flex>
    </Card>
  )
}
