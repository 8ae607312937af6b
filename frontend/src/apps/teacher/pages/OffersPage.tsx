import '@/shared/ui/phone.css'

import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Result from 'antd/es/result'
import Segmented from 'antd/es/segmented'
import Skeleton from 'antd/es/skeleton'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'

import { useMyApplications, useOpenOffers } from '@/features/offers/api/openOffers'
import { JobSeekerSwitch } from '@/features/offers/components/teacher/JobSeekerSwitch'
import { OfferCard } from '@/features/offers/components/teacher/OfferCard'
import { useTeacherProfile } from '@/features/teacherProfile/api/teacherProfile'
import { useUpdateProfile } from '@/features/teacherProfile/api/updateProfile'

type View = 'open' | 'mine'

function OpenOffers() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const offers = useOpenOffers(true)
  if (offers.isPending) return <Skeleton active />
  if (offers.isError)
    return (
      <Result
        status="warning"
        title={t('teacherOffers.failed')}
        extra={<Button onClick={() => void offers.refetch()}>{t('teacherOffers.retry')}</Button>}
      />
    )
  if (offers.data.list.length === 0) return <Empty description={t('teacherOffers.empty')} />
  return (
    <Flex vertical gap={12}>
      {offers.data.list.map((offer) => (
        <OfferCard key={offer.id} offer={offer} onOpen={() => void navigate(`/offers/${offer.id}`)} />
      ))}
    </Flex>
  )
}

function MyApplications() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const applications = useMyApplications()
  if (applications.isPending) return <Skeleton active />
  if (applications.isError)
    return (
      <Result
        status="warning"
        title={t('teacherOffers.failed')}
        extra={<Button onClick={() => void applications.refetch()}>{t('teacherOffers.retry')}</Button>}
      />
    )
  if (applications.data.list.length === 0) return <Empty description={t('teacherOffers.noApplications')} />
  return (
    <Flex vertical gap={12}>
      {applications.data.list.map((application) => (
        <Flex vertical gap={4} key={application.applicationId}>
          <OfferCard offer={application.offer} onOpen={() => void navigate(`/offers/${application.offer.id}`)} />
          <Typography.Text type="secondary" className="teacher-footnote">
            {t('teacherOffers.appliedOn', { date: dayjs(application.appliedAt).format(t('teacherOffers.dateFormat')) })}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  )
}

/** Permanent job offers for free job seekers: open offers nearest first, and the teacher's applications. */
export default function OffersPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const view: View = params.get('view') === 'mine' ? 'mine' : 'open'
  const profile = useTeacherProfile()
  const update = useUpdateProfile()

  if (profile.isPending) return <Skeleton active />
  if (profile.isError) return <Result status="warning" title={t('teacherOffers.failed')} />

  // Offers are for free job seekers: the same switch as on Me turns it on here.
  if (!profile.data.freeJobSeeker) {
    return (
      <Card className="teacher-card">
        <JobSeekerSwitch
          checked={false}
          loading={update.isPending}
          onChange={(next) => update.mutateAsync({ freeJobSeeker: next })}
        />
      </Card>
    )
  }

  return (
    <Flex vertical gap={12}>
      <Segmented<View>
        block
        value={view}
        onChange={(next) => setParams(next === 'mine' ? { view: 'mine' } : {}, { replace: true })}
        options={[
          { value: 'open', label: t('teacherOffers.tabs.open') },
          { value: 'mine', label: t('teacherOffers.tabs.mine') },
        ]}
      />
      {view === 'open' ? <OpenOffers /> : <MyApplications />}
    </Flex>
  )
}
