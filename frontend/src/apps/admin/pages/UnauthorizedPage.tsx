import { useTranslation } from 'react-i18next'

import { ErrorPage } from '@/shared/ui/layout/ErrorPage'

export default function UnauthorizedPage() {
  const { t } = useTranslation()
  return <ErrorPage status="403" words={{ title: t('adminApp.noPermission.title'), text: t('adminApp.noPermission.text') }} />
}
