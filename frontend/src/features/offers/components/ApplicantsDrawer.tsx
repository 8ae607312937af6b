import './jobOffers.css'

import CheckOutlined from '@ant-design/icons/CheckOutlined'
import CloseOutlined from '@ant-design/icons/CloseOutlined'
import StarOutlined from '@ant-design/icons/StarOutlined'
import UserOutlined from '@ant-design/icons/UserOutlined'
import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Avatar from 'antd/es/avatar'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Descriptions from 'antd/es/descriptions'
import Drawer from 'antd/es/drawer'
import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Skeleton from 'antd/es/skeleton'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'

import { formatMoney } from '@/shared/lib/money'
import { useWindowWidth } from '@/shared/lib/viewport'

import { type Applicant, useApplicants } from '../api/applicants'
import { useDeclineApplicant, useHireApplicant, useShortlistApplicant } from '../api/decideApplicant'
import { isUndecided } from '../lib/offerRules'
import { ApplicationStatusTag, OfferStatusTag } from './OfferTags'

const DRAWER_WIDTH = 640

interface ApplicantsDrawerProps {
  offerId: number | null
  onClose: () => void
  /** Opens the full profile of a teacher (the page's profile drawer). */
  onOpenProfile: (teacherId: number) => void
}

/** An offer's applicants with their profiles, and the centre's decisions: shortlist, hire, decline. */
export function ApplicantsDrawer({ offerId, onClose, onOpenProfile }: ApplicantsDrawerProps) {
  const { t } = useTranslation()
  const { modal, message } = App.useApp()
  const width = useWindowWidth()
  const applicants = useApplicants(offerId)
  const shortlist = useShortlistApplicant()
  const decline = useDeclineApplicant()
  const hire = useHireApplicant()
  const data = applicants.data?.offer.id === offerId ? applicants.data : undefined
  const offer = data?.offer

  const name = (a: Applicant) => `${a.teacher.firstName} ${a.teacher.lastName}`

  const confirmHire = (a: Applicant) => {
    if (!offer) return
    modal.confirm({
      title: t('jobOffers.applicants.hireTitle', { name: name(a) }),
      content: t('jobOffers.applicants.hireConfirm', { fee: formatMoney(offer.placementFee) }),
      okText: t('jobOffers.applicants.hireOk'),
      onOk: () =>
        hire.mutateAsync(a.applicationId).then((result) => {
          void message.success(t('jobOffers.applicants.hired', { name: name(a), invoiceId: result.invoiceId }))
        }),
    })
  }

  const confirmDecline = (a: Applicant) => {
    modal.confirm({
      title: t('jobOffers.applicants.declineTitle', { name: name(a) }),
      content: t('jobOffers.applicants.declineConfirm'),
      okButtonProps: { danger: true },
      okText: t('jobOffers.applicants.decline'),
      onOk: () =>
        decline.mutateAsync(a.applicationId).then(() => {
          void message.success(t('jobOffers.applicants.declined'))
        }),
    })
  }

  const card = (a: Applicant) => {
    const rating = a.teacher.rating === null ? null : Number(a.teacher.rating)
    const open = offer ? isUndecided(a.status, offer.status) : false
    return (
      <Card
        key={a.applicationId}
        size="small"
        aria-label={name(a)}
        title={
          <Flex gap={8} align="center">
            <Avatar icon={<UserOutlined />} />
            <Typography.Text strong>{name(a)}</Typography.Text>
            <ApplicationStatusTag status={a.status} />
          </Flex>
        }
        extra={
          <Button size="small" icon={<UserOutlined />} onClick={() => onOpenProfile(a.teacher.teacherId)}>
            {t('jobOffers.applicants.profile')}
          </Button>
        }
        actions={
          open
            ? [
                ...(a.status === 1
                  ? [
                      <Button
                        key="shortlist"
                        type="text"
                        icon={<StarOutlined />}
                        onClick={() =>
                          shortlist.mutateAsync(a.applicationId).then(() => {
                            void message.success(t('jobOffers.applicants.shortlisted'))
                          })
                        }
                      >
                        {t('jobOffers.applicants.shortlist')}
                      </Button>,
                    ]
                  : []),
                <Button key="hire" type="text" icon={<CheckOutlined />} onClick={() => confirmHire(a)}>
                  {t('jobOffers.applicants.hire')}
                </Button>,
                <Button key="decline" type="text" danger icon={<CloseOutlined />} onClick={() => confirmDecline(a)}>
                  {t('jobOffers.applicants.decline')}
                </Button>,
              ]
            : undefined
        }
      >
        <Flex vertical gap={8}>
          <Flex gap={4} wrap>
            <Tag>{a.teacher.rank}</Tag>
            <Tag color="blue">{t(`jobOffers.qualification.${a.teacher.qualification}`)}</Tag>
            <Typography.Text type="secondary">
              {t('jobOffers.applicants.distance', { km: a.distanceKm })} ·{' '}
              {t('jobOffers.applicants.appliedAt', { date: dayjs(a.appliedAt).format(t('jobOffers.dateFormat')) })}
            </Typography.Text>
          </Flex>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3 }}
            items={[
              {
                key: 'rating',
                label: t('jobOffers.applicants.rating'),
                children: rating === null ? t('jobOffers.applicants.noRating') : rating.toFixed(2),
              },
              { key: 'hours', label: t('jobOffers.applicants.hours'), children: a.teacher.completedHours },
              {
                key: 'kept',
                label: t('jobOffers.applicants.reliability'),
                children: `${a.teacher.jobsKept} / ${a.teacher.jobsKept + a.teacher.jobsLeft}`,
              },
            ]}
          />
          {a.message && (
            <Typography.Paragraph className="applicant-card__message">
              <Typography.Text type="secondary">{t('jobOffers.applicants.message')}: </Typography.Text>
              {a.message}
            </Typography.Paragraph>
          )}
        </Flex>
      </Card>
    )
  }

  return (
    <Drawer
      open={offerId !== null}
      onClose={onClose}
      size={Math.min(DRAWER_WIDTH, width)}
      title={offer ? t('jobOffers.applicants.title', { title: offer.title }) : t('jobOffers.viewApplicants')}
      extra={offer && <OfferStatusTag status={offer.status} />}
    >
      {!data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={12}>
          {offer && offer.status !== 1 && (
            <Alert
              type="info"
              showIcon
              title={t('jobOffers.applicants.offerNotOpen', { status: t(`jobOffers.statusWord.${offer.status}`) })}
            />
          )}
          {data.list.length === 0 ? (
            <Empty description={t('jobOffers.applicants.empty')} />
          ) : (
            data.list.map(card)
          )}
        </Flex>
      )}
    </Drawer>
  )
}
