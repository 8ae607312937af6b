import '@/shared/ui/phone.css'
import './profile.css'

import Avatar from 'antd/es/avatar'
import Card from 'antd/es/card'
import Col from 'antd/es/col'
import Flex from 'antd/es/flex'
import Progress from 'antd/es/progress'
import Row from 'antd/es/row'
import Statistic from 'antd/es/statistic'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { useRankName } from '@/shared/ui/rankName/useRankName'

import type { TeacherProfile } from '../api/teacherProfile'
import { rankColour, rankProgress } from '../lib/rank'

interface ProfileSummaryProps {
  profile: TeacherProfile
}

/** Name, rank, points (with the points to the next rank), rating and completed hours. */
export function ProfileSummary({ profile }: ProfileSummaryProps) {
  const { t } = useTranslation()
  const rankName = useRankName()
  const progress = rankProgress(profile)
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase()
  const approvalTag =
    profile.approval === 0 ? (
      <Tag color="warning">{t('teacherProfile.approval.pendingTag')}</Tag>
    ) : profile.approval === 2 ? (
      <Tag color="error">{t('teacherProfile.approval.rejectedTag')}</Tag>
    ) : (
      <Tag color="success">{t('teacherProfile.approval.approvedTag')}</Tag>
    )

  return (
    <Card className="teacher-card" aria-label={t('teacherProfile.summary.label')}>
      <Flex gap={14} align="center">
        <Avatar size={56} className="teacher-profile__avatar">
          {initials}
        </Avatar>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0 }} ellipsis>
            {profile.firstName} {profile.lastName}
          </Typography.Title>
          <Typography.Text type="secondary" ellipsis>
            {profile.email}
          </Typography.Text>
          <Flex gap={4} wrap>
            <Tag color={rankColour(profile.rank.name)}>
              {t('teacherProfile.summary.rank', { rank: rankName(profile.rank.name) })}
            </Tag>
            {approvalTag}
          </Flex>
        </Flex>
      </Flex>
      <Row gutter={8} className="teacher-profile__stats">
        <Col span={8}>
          <Statistic title={t('teacherProfile.summary.points')} value={profile.points} />
        </Col>
        <Col span={8}>
          <Statistic
            title={t('teacherProfile.summary.rating')}
            value={profile.rating ?? t('teacherProfile.summary.noRating')}
            suffix={profile.rating ? '★' : undefined}
          />
        </Col>
        <Col span={8}>
          <Statistic title={t('teacherProfile.summary.hours')} value={Number(profile.completedHours)} />
        </Col>
      </Row>
      <div className="teacher-profile__rank">
        <Progress
          percent={progress.percent}
          showInfo={false}
          strokeColor={progress.nextRank ? undefined : '#389e0d'}
          aria-label={t('teacherProfile.summary.progress')}
        />
        <Typography.Text type="secondary">
          {progress.nextRank && progress.pointsToNext !== null
            ? t('teacherProfile.summary.toNext', { points: progress.pointsToNext, rank: rankName(progress.nextRank) })
            : t('teacherProfile.summary.topRank')}
        </Typography.Text>
      </div>
    </Card>
  )
}
