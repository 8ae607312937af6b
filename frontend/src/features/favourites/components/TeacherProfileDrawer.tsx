import './favourites.css'

import StopOutlined from '@ant-design/icons/StopOutlined'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Col from 'antd/es/col'
import Descriptions from 'antd/es/descriptions'
import Drawer from 'antd/es/drawer'
import Flex from 'antd/es/flex'
import Rate from 'antd/es/rate'
import Row from 'antd/es/row'
import Skeleton from 'antd/es/skeleton'
import Statistic from 'antd/es/statistic'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useWindowWidth } from '@/shared/lib/viewport'

import { type TeacherProfile, useTeacherProfile } from '../api/teacherProfile'
import { formatReliability, reliabilityTone } from '../lib/reliability'
import { formatHours, fullName, ratingValue } from '../lib/teacherLabels'
import { BlockTeacherDialog } from './BlockTeacherDialog'
import { FavouriteToggle } from './FavouriteToggle'
import { QualificationTag, RankTag, TeacherAvatar } from './TeacherBadges'
import { UnblockButton } from './UnblockButton'

const DRAWER_WIDTH = 440

const TONE_COLOURS = { success: '#389e0d', warning: '#d46b08', danger: '#cf1322' } as const

interface TeacherProfileDrawerProps {
  /** The teacher shown; the drawer is open while there is one. */
  teacherId: number | null
  onClose: () => void
  /** Runs after a favourite or block change (pages refresh their own lists). */
  onChanged?: () => void
  /** More actions of the page, after the favourite and block buttons (the finder's Book). */
  extra?: (profile: TeacherProfile) => ReactNode
}

function ProfileBody({ profile }: { profile: TeacherProfile }) {
  const { t, i18n } = useTranslation()
  const rating = ratingValue(profile.rating)
  const reliability = formatReliability(profile.reliability, i18n.language)
  const tone = reliabilityTone(profile.reliability)

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center">
        <TeacherAvatar teacher={profile} size={56} />
        <Flex vertical gap={4} className="teacher-profile__head">
          <Typography.Title level={4} className="teacher-profile__name">
            {fullName(profile)}
          </Typography.Title>
          <Flex gap={4} wrap>
            <RankTag rank={profile.rank} />
            <QualificationTag qualification={profile.qualification} />
            {profile.isFavourite && <Tag color="magenta">{t('favourites.inFavourites')}</Tag>}
            {profile.isBlocked && <Tag color="red">{t('favourites.blockedTag')}</Tag>}
            {profile.workedHere && <Tag color="cyan">{t('favourites.workedHere')}</Tag>}
          </Flex>
        </Flex>
      </Flex>

      <Row gutter={[12, 12]} className="teacher-profile__figures">
        <Col span={12}>
          <Statistic
            title={t('favourites.profile.rating')}
            value={rating === null ? t('favourites.noRating') : rating.toFixed(2)}
          />
          {rating !== null && <Rate disabled allowHalf value={Math.round(rating * 2) / 2} className="teacher-profile__stars" />}
        </Col>
        <Col span={12}>
          <Statistic
            title={t('favourites.profile.reliability')}
            value={reliability ?? t('favourites.profile.noJobsYet')}
            styles={{ content: tone ? { color: TONE_COLOURS[tone] } : undefined }}
          />
          {profile.jobsKept + profile.jobsLeft > 0 && (
            <Typography.Text type="secondary" className="teacher-profile__hint">
              {t('favourites.profile.jobsKept', { kept: profile.jobsKept, total: profile.jobsKept + profile.jobsLeft })}
            </Typography.Text>
          )}
        </Col>
        <Col span={12}>
          <Statistic
            title={t('favourites.profile.completedHours')}
            value={formatHours(profile.completedHours, i18n.language)}
          />
        </Col>
        <Col span={12}>
          <Statistic
            title={t('favourites.profile.lastJob')}
            value={
              profile.lastJobDate
                ? dayjs(profile.lastJobDate).format(t('favourites.dateFormat'))
                : t('favourites.profile.noLastJob')
            }
          />
        </Col>
      </Row>

      <Descriptions
        size="small"
        bordered
        column={1}
        items={[
          {
            key: 'gender',
            label: t('favourites.profile.gender'),
            children: t(`favourites.gender.${profile.gender}`, { defaultValue: '–' }),
          },
          { key: 'kept', label: t('favourites.profile.kept'), children: profile.jobsKept },
          { key: 'left', label: t('favourites.profile.left'), children: profile.jobsLeft },
        ]}
      />

      <section aria-labelledby="teacher-philosophy" className="teacher-profile__philosophy">
        <Typography.Title level={5} id="teacher-philosophy">
          {t('favourites.profile.philosophy')}
        </Typography.Title>
        {profile.philosophy ? (
          <Typography.Paragraph className="teacher-profile__quote">{profile.philosophy}</Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">{t('favourites.profile.noPhilosophy')}</Typography.Text>
        )}
      </section>
    </Flex>
  )
}

/** A teacher's profile: rank, rating, completed hours, reliability, last job and philosophy, with the centre's actions. */
export function TeacherProfileDrawer({ teacherId, onClose, onChanged, extra }: TeacherProfileDrawerProps) {
  const { t } = useTranslation()
  const width = useWindowWidth()
  const profile = useTeacherProfile(teacherId)
  const [blocking, setBlocking] = useState(false)
  const data = profile.data?.teacherId === teacherId ? profile.data : undefined

  return (
    <Drawer
      open={teacherId !== null}
      title={t('favourites.profile.title')}
      size={Math.min(DRAWER_WIDTH, width)}
      onClose={onClose}
      footer={
        data && (
          <Flex gap={8} wrap justify="end">
            <FavouriteToggle
              teacher={data}
              isFavourite={data.isFavourite}
              isBlocked={data.isBlocked}
              onChanged={onChanged}
            />
            {data.isBlocked ? (
              <UnblockButton teacher={data} onChanged={onChanged} />
            ) : (
              <Button danger icon={<StopOutlined />} onClick={() => setBlocking(true)}>
                {t('favourites.block')}
              </Button>
            )}
            {extra?.(data)}
          </Flex>
        )
      }
    >
      {profile.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('favourites.profile.loadFailed')}
          action={
            <Button size="small" onClick={() => void profile.refetch()}>
              {t('favourites.retry')}
            </Button>
          }
        />
      ) : data ? (
        <ProfileBody profile={data} />
      ) : (
        <Skeleton avatar active paragraph={{ rows: 6 }} />
      )}
      <BlockTeacherDialog
        teacher={blocking && data ? data : null}
        onClose={() => setBlocking(false)}
        onBlocked={onChanged}
      />
    </Drawer>
  )
}
