import Descriptions from 'antd/es/descriptions'
import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Rate from 'antd/es/rate'
import Statistic from 'antd/es/statistic'
import Table from 'antd/es/table'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { useDict } from '@/shared/dictionary/dictionary'
import { formatInZone } from '@/shared/lib/platformTime'

import type { TeacherDetail, TeacherDocument } from '../api/teacherDetail'
import { documentState, jobStatusColour, percent } from '../lib/teacherRules'

const WHEN = 'YYYY-MM-DD HH:mm'
const dash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value)

/** The teacher labels: who they are, where, how they are paid, their certificates. */
export function ProfileTab({ detail }: { detail: TeacherDetail }) {
  const { t } = useTranslation()
  const talentPool = useDict('talent_pool')
  const ageGroup = useDict('age_group')
  const { teacher, profile } = detail
  const ageGroups = (profile.ageGroups ?? '')
    .split(',')
    .filter(Boolean)
    .map((value) => ageGroup.labelOf(value))
    .join(', ')
  return (
    <Flex vertical gap={16}>
      {profile.deactiveNotice && (
        <Typography.Paragraph type="warning">{t('adminTeachers.profile.notice', { notice: profile.deactiveNotice })}</Typography.Paragraph>
      )}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'first', label: t('adminTeachers.profile.firstName'), children: teacher.firstName },
          { key: 'last', label: t('adminTeachers.profile.lastName'), children: teacher.lastName },
          { key: 'birthday', label: t('adminTeachers.columns.birthday'), children: dash(teacher.birthday) },
          { key: 'gender', label: t('adminTeachers.columns.gender'), children: t(`adminTeachers.gender.${teacher.gender}`) },
          { key: 'mobile', label: t('adminTeachers.columns.phone'), children: dash(teacher.phone) },
          { key: 'email', label: t('adminTeachers.columns.email'), children: dash(teacher.email) },
          { key: 'registration', label: t('adminTeachers.columns.registrationNumber'), children: dash(teacher.registrationNumber) },
          {
            key: 'qualification',
            label: t('adminTeachers.columns.qualification'),
            children: t(`adminTeachers.qualification.${teacher.qualification}`),
          },
          { key: 'pool', label: t('adminTeachers.columns.talentPool'), children: dash(talentPool.labelOf(teacher.talentPool)) },
          {
            key: 'seeker',
            label: t('adminTeachers.columns.freeJobSeeker'),
            children: teacher.freeJobSeeker ? t('adminTeachers.yes') : t('adminTeachers.no'),
          },
          { key: 'ages', label: t('adminTeachers.profile.ageGroups'), children: dash(ageGroups) },
          { key: 'radius', label: t('adminTeachers.profile.travelRadius'), children: t('adminTeachers.profile.km', { count: profile.travelRadiusKm }) },
          { key: 'address', label: t('adminTeachers.profile.address'), children: dash(profile.address) },
          { key: 'suburb', label: t('adminTeachers.columns.suburb'), children: dash(teacher.suburb) },
          { key: 'city', label: t('adminTeachers.columns.city'), children: dash(teacher.city) },
          { key: 'postal', label: t('adminTeachers.profile.postalCode'), children: dash(profile.postalCode) },
          { key: 'region', label: t('adminTeachers.columns.region'), children: dash(teacher.region) },
          { key: 'taxNumber', label: t('adminTeachers.profile.taxNumber'), children: dash(profile.taxNumber) },
          { key: 'taxCode', label: t('adminTeachers.profile.taxCode'), children: dash(profile.taxCode) },
          { key: 'bankName', label: t('adminTeachers.profile.bankAccountName'), children: dash(profile.bankAccountName) },
          { key: 'bankNumber', label: t('adminTeachers.profile.bankAccountNumber'), children: dash(profile.bankAccountNumber) },
          { key: 'certification', label: t('adminTeachers.columns.certificationExpiry'), children: dash(teacher.certificationExpiry) },
          { key: 'registrationExpiry', label: t('adminTeachers.profile.registrationExpiry'), children: dash(profile.registrationExpiry) },
          { key: 'firstAid', label: t('adminTeachers.profile.firstAidDate'), children: dash(profile.firstAidDate) },
          { key: 'firstAidExpiry', label: t('adminTeachers.profile.firstAidExpiry'), children: dash(profile.firstAidExpiry) },
          { key: 'police', label: t('adminTeachers.profile.policeVettingExpiry'), children: dash(profile.policeVettingExpiry) },
          { key: 'rating', label: t('adminTeachers.columns.rating'), children: dash(teacher.rating) },
          { key: 'hours', label: t('adminTeachers.columns.completedHours'), children: teacher.completedHours },
          {
            key: 'lastJob',
            label: t('adminTeachers.columns.lastJobAt'),
            children: teacher.lastJobAt ? formatInZone(teacher.lastJobAt, WHEN) : '—',
          },
          { key: 'created', label: t('adminTeachers.columns.createdAt'), children: formatInZone(teacher.createdAt, WHEN) },
          { key: 'philosophy', label: t('adminTeachers.profile.philosophy'), children: dash(profile.philosophy) },
        ]}
      />
    </Flex>
  )
}

const STATE_COLOURS = { expired: 'error', expiring: 'warning', valid: 'success' } as const

/** The teacher's documents, each opened through its short-lived signed link. */
export function DocumentsTab({ detail }: { detail: TeacherDetail }) {
  const { t } = useTranslation()
  if (!detail.documents.length) return <Empty description={t('adminTeachers.documents.none')} />
  return (
    <Table<TeacherDocument>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={detail.documents}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'kind',
          title: t('adminTeachers.documents.kind'),
          render: (_, document) => t(`adminTeachers.items.${document.kind}`, { defaultValue: document.kind }),
        },
        {
          key: 'file',
          title: t('adminTeachers.documents.file'),
          render: (_, document) => (
            <Typography.Link
              href={document.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('adminTeachers.documents.open', { name: document.fileName })}
            >
              {document.fileName}
            </Typography.Link>
          ),
        },
        { key: 'uploaded', title: t('adminTeachers.documents.uploadedAt'), render: (_, document) => formatInZone(document.uploadedAt, WHEN) },
        { key: 'issued', title: t('adminTeachers.documents.issuedOn'), render: (_, document) => dash(document.issuedOn) },
        {
          key: 'expires',
          title: t('adminTeachers.documents.expiresOn'),
          render: (_, document) => {
            const state = documentState(document)
            return (
              <Flex gap={6} align="center">
                {dash(document.expiresOn)}
                {document.expiresOn && <Tag color={STATE_COLOURS[state]}>{t(`adminTeachers.documents.${state}`)}</Tag>}
              </Flex>
            )
          },
        },
      ]}
    />
  )
}

/** What centres said of the teacher. */
export function ReviewsTab({ detail }: { detail: TeacherDetail }) {
  const { t } = useTranslation()
  const rating = detail.teacher.rating === null ? null : Number(detail.teacher.rating)
  return (
    <Flex vertical gap={16}>
      <Flex gap={32} wrap>
        <Statistic title={t('adminTeachers.columns.rating')} value={rating ?? '—'} precision={rating === null ? undefined : 2} />
        <Statistic title={t('adminTeachers.reviews.count')} value={detail.reviews.length} />
      </Flex>
      {detail.reviews.length ? (
        <Table
          size="small"
          rowKey="reviewId"
          pagination={false}
          dataSource={detail.reviews}
          columns={[
            { key: 'centre', title: t('adminTeachers.reviews.centre'), dataIndex: 'centre' },
            {
              key: 'score',
              title: t('adminTeachers.reviews.score'),
              render: (_, review) => (review.score === null ? '—' : <Rate disabled allowHalf value={Number(review.score)} />),
            },
            { key: 'comment', title: t('adminTeachers.reviews.comment'), render: (_, review) => dash(review.comment) },
            { key: 'status', title: t('adminTeachers.reviews.status'), render: (_, review) => t(`adminTeachers.reviews.statuses.${review.status}`) },
            { key: 'at', title: t('adminTeachers.reviews.at'), render: (_, review) => formatInZone(review.createdAt, WHEN) },
          ]}
        />
      ) : (
        <Empty description={t('adminTeachers.reviews.none')} />
      )}
    </Flex>
  )
}

/** The teacher's work: reliability and the latest job records. */
export function JobsTab({ detail }: { detail: TeacherDetail }) {
  const { t } = useTranslation()
  const reliability = percent(detail.reliability)
  return (
    <Flex vertical gap={16}>
      <Flex gap={32} wrap>
        <Statistic title={t('adminTeachers.jobs.reliability')} value={reliability ?? '—'} suffix={reliability === null ? undefined : '%'} />
        <Statistic title={t('adminTeachers.jobs.kept')} value={detail.jobsKept} />
        <Statistic title={t('adminTeachers.jobs.left')} value={detail.jobsLeft} />
        <Statistic title={t('adminTeachers.columns.completedHours')} value={detail.teacher.completedHours} />
      </Flex>
      {detail.jobs.length ? (
        <Table
          size="small"
          rowKey="jobRecordId"
          pagination={false}
          dataSource={detail.jobs}
          columns={[
            { key: 'id', title: t('adminTeachers.jobs.record'), dataIndex: 'jobRecordId' },
            { key: 'booking', title: t('adminTeachers.jobs.booking'), dataIndex: 'bookingId' },
            { key: 'centre', title: t('adminTeachers.reviews.centre'), dataIndex: 'centre' },
            { key: 'start', title: t('adminTeachers.jobs.start'), render: (_, job) => formatInZone(job.startsAt, WHEN) },
            { key: 'end', title: t('adminTeachers.jobs.end'), render: (_, job) => formatInZone(job.endsAt, WHEN) },
            {
              key: 'status',
              title: t('adminTeachers.jobs.status'),
              render: (_, job) => <Tag color={jobStatusColour(job.status)}>{t(`adminTeachers.jobs.statuses.${job.status}`)}</Tag>,
            },
          ]}
        />
      ) : (
        <Empty description={t('adminTeachers.jobs.none')} />
      )}
    </Flex>
  )
}
