import Button from 'antd/es/button'
import Result from 'antd/es/result'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

export default function NotFoundPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className="error-page">
      <Result
        status="404"
        title={t('errorPage.notFoundTitle')}
        subTitle={t('errorPage.notFound')}
        extra={
          <Button type="primary" onClick={() => void navigate('/', { replace: true })}>
            {t('errorPage.backHome')}
          </Button>
        }
      />
    </div>
  )
}
