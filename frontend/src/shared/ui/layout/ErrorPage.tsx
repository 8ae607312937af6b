import './layout.css'

import Button from 'antd/es/button'
import Result from 'antd/es/result'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

interface ErrorPageProps {
  /** 404: no such page; 403: the account may not open it. */
  status: '404' | '403'
  /** Inside the shell (a page the user may not open) rather than a whole window. */
  inShell?: boolean
  /** Other words than the portal's (the admin console's "no permission"). */
  words?: { title: string; text: string }
}

const WORDS = {
  '404': { title: 'errorPage.notFoundTitle', text: 'errorPage.notFound' },
  '403': { title: 'errorPage.unauthorizedTitle', text: 'errorPage.unauthorized' },
} as const

/** The page for a route that does not exist or that the account may not open, with the way home. */
export function ErrorPage({ status, inShell = false, words }: ErrorPageProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className={inShell ? 'error-page error-page--in-shell' : 'error-page'}>
      <Result
        status={status}
        title={words?.title ?? t(WORDS[status].title)}
        subTitle={words?.text ?? t(WORDS[status].text)}
        extra={
          <Button type="primary" onClick={() => void navigate('/', { replace: true })}>
            {t('errorPage.backHome')}
          </Button>
        }
      />
    </div>
  )
}
