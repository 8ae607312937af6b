import '@/shared/ui/phone.css'
import './profile.css'

import EditOutlined from '@ant-design/icons/EditOutlined'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Descriptions from 'antd/es/descriptions'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'

import { expiryState } from '@/shared/lib/expiry'
import { zonedDate } from '@/shared/lib/platformTime'
import { useNow } from '@/shared/lib/useNow'
import { formatNzMobile } from '@/shared/lib/validators'

import type { TeacherProfile } from '../api/teacherProfile'

export interface DictionaryLabels {
  gender: string
  qualification: string
  talentPool: string
  /** The age groups' labels, joined. */
  ageGroups: string
}

interface ProfileDetailsProps {
  profile: TeacherProfile
  /** Dictionary labels of the profile's coded fields, in the chosen language. */
  labels: DictionaryLabels
  onEdit: () => void
}

function ExpiryDate({ date }: { date: string | null }) {
  const { t } = useTranslation()
  const today = zonedDate(useNow(60_000))
  if (!date) return <Typography.Text type="secondary">{t('teacherProfile.details.notProvided')}</Typography.Text>
  const state = expiryState(date, today)
  const text = dayjs(date).format(t('teacherProfile.format.date'))
  if (state === 'expired') return <Tag color="error">{t('teacherProfile.details.expired', { date: text })}</Tag>
  if (state === 'soon') return <Tag color="warning">{t('teacherProfile.details.expiresSoon', { date: text })}</Tag>
  return <span>{text}</span>
}

/** Personal details, qualification and registration, with the vetting documents' expiry dates. */
export function ProfileDetails({ profile, labels, onEdit }: ProfileDetailsProps) {
  const { t } = useTranslation()
  const none = <Typography.Text type="secondary">{t('teacherProfile.details.notProvided')}</Typography.Text>
  return (
    <Card
      className="teacher-card"
      title={t('teacherProfile.details.title')}
      extra={
        <Button type="link" icon={<EditOutlined />} onClick={onEdit}>
          {t('teacherProfile.details.edit')}
        </Button>
      }
    >
      <Descriptions
        column={1}
        size="small"
        colon={false}
        className="teacher-descriptions"
        items={[
          { key: 'mobile', label: t('teacherProfile.details.mobile'), children: profile.mobile ? formatNzMobile(profile.mobile) : none },
          { key: 'gender', label: t('teacherProfile.details.gender'), children: labels.gender || none },
          {
            key: 'qualification',
            label: t('teacherProfile.details.qualification'),
            children: labels.qualification || none,
          },
          {
            key: 'registrationNumber',
            label: t('teacherProfile.details.registrationNumber'),
            children: profile.registrationNumber || none,
          },
          {
            key: 'registrationExpiry',
            label: t('teacherProfile.details.registrationExpiry'),
            children: <ExpiryDate date={profile.registrationExpiry} />,
          },
          {
            key: 'firstAidExpiry',
            label: t('teacherProfile.details.firstAidExpiry'),
            children: <ExpiryDate date={profile.firstAidExpiry} />,
          },
          {
            key: 'policeVettingExpiry',
            label: t('teacherProfile.details.policeVettingExpiry'),
            children: <ExpiryDate date={profile.policeVettingExpiry} />,
          },
          { key: 'talentPool', label: t('teacherProfile.details.talentPool'), children: labels.talentPool || none },
          { key: 'ageGroups', label: t('teacherProfile.details.ageGroups'), children: labels.ageGroups || none },
        ]}
      />
      <Typography.Title level={5} className="teacher-profile__subtitle">
        {t('teacherProfile.details.philosophy')}
      </Typography.Title>
      {profile.philosophy ? (
        <Typography.Paragraph className="teacher-profile__philosophy">{profile.philosophy}</Typography.Paragraph>
      ) : (
        <Typography.Paragraph type="secondary">{t('teacherProfile.details.noPhilosophy')}</Typography.Paragraph>
      )}
    </Card>
  )
}
