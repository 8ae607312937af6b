import App from 'antd/es/app'
import Card from 'antd/es/card'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { OfferForm } from '@/features/offers/components/OfferForm'

const LIST_PAGE = '/UR-Free/index'

/** Make A Permanent Job Offer (/job/ur-free-add and the job-creation entry /Create-Job/URFree-Job-Seekers). */
export default function MakeJobOfferPage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const navigate = useNavigate()

  return (
    <Card variant="borderless" title={t('jobOffers.form.title')}>
      <Typography.Paragraph type="secondary">{t('jobOffers.form.intro')}</Typography.Paragraph>
      <OfferForm
        onPosted={(offer) => {
          void message.success(t('jobOffers.form.posted'))
          navigate(`${LIST_PAGE}?offer=${offer.id}`)
        }}
        onCancel={() => navigate(LIST_PAGE)}
      />
    </Card>
  )
}
