import PlusOutlined from '@ant-design/icons/PlusOutlined'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'

import { TeacherProfileDrawer } from '@/features/favourites/components/TeacherProfileDrawer'
import { ApplicantsDrawer } from '@/features/offers/components/ApplicantsDrawer'
import { OffersTable } from '@/features/offers/components/OffersTable'

const ADD_PAGE = '/job/ur-free-add'

/** Job Offer (UR-Free): the centre's permanent job offers, their applicants and decisions. */
export default function JobOfferPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const offerParam = Number(params.get('offer'))
  const offerId = Number.isInteger(offerParam) && offerParam > 0 ? offerParam : null
  const [profileId, setProfileId] = useState<number | null>(null)

  const addButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ADD_PAGE)}>
      {t('jobOffers.page.newOffer')}
    </Button>
  )

  return (
    <>
      <Card variant="borderless" title={t('jobOffers.page.title')} extra={addButton}>
        <Typography.Paragraph type="secondary">{t('jobOffers.page.intro')}</Typography.Paragraph>
        <OffersTable
          onOpenApplicants={(offer) => setParams({ offer: String(offer.id) })}
          emptyAction={<Button onClick={() => navigate(ADD_PAGE)}>{t('jobOffers.page.newOffer')}</Button>}
        />
      </Card>
      <ApplicantsDrawer offerId={offerId} onClose={() => setParams({})} onOpenProfile={setProfileId} />
      <TeacherProfileDrawer teacherId={profileId} onClose={() => setProfileId(null)} />
    </>
  )
}
