import Result from 'antd/es/result'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'

import { landingPage } from '../menu'
import { useConsoleMenu } from './consoleMenu'

/** `/`: the staff member's landing page (the dashboard, else their first page), or word that they have none yet. */
export default function LandingRoute() {
  const { t } = useTranslation()
  const landing = landingPage(useConsoleMenu())
  if (landing) return <Navigate to={landing.path} replace />
  return <Result status="info" title={t('adminApp.noPages.title')} subTitle={t('adminApp.noPages.text')} />
}
