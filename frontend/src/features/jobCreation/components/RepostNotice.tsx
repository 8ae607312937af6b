import Alert from 'antd/es/alert'
import { useTranslation } from 'react-i18next'

interface RepostNoticeProps {
  bookingId: number
  loading: boolean
  failed: boolean
  moved: boolean
}

/** Tells the centre the form was filled in from an earlier booking. */
export function RepostNotice({ bookingId, loading, failed, moved }: RepostNoticeProps) {
  const { t } = useTranslation()
  if (failed) return <Alert type="warning" showIcon title={t('jobCreation.repost.failed', { id: bookingId })} />
  if (loading) return <Alert type="info" showIcon title={t('jobCreation.repost.loading', { id: bookingId })} />
  return (
    <Alert
      type="info"
      showIcon
      title={t('jobCreation.repost.title', { id: bookingId })}
      description={moved ? `${t('jobCreation.repost.body')} ${t('jobCreation.repost.moved')}` : t('jobCreation.repost.body')}
    />
  )
}
