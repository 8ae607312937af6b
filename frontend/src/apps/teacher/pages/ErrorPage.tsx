import Button from 'antd/es/button'
import Result from 'antd/es/result'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { HOME_PATH } from '../routeGuard'

/** A route that does not exist (404), or one the account may not open (401). */
export default function ErrorPage({ kind }: { kind: 'notFound' | 'unauthorized' }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className="teacher-error">
      <Result
        status={kind === 'notFound' ? '404' : '403'}
        title={t(kind === 'notFound' ? 'errorPage.notFoundTitle' : 'errorPage.unauthorizedTitle')}
        subTitle={t(kind === 'notFound' ? 'errorPage.notFound' : 'errorPage.unauthorized')}
        extra={
          <Button type="primary" onClick={() => void navigate(HOME_PATH, { replace: true })}>
            {t('teacherApp.backHome')}
          </Button>
        }
      />
    </div>
  )
}
