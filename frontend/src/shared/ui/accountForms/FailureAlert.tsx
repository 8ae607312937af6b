import Alert from 'antd/es/alert'
import { useTranslation } from 'react-i18next'

import type { FailureText } from './codeFailure'

/** A refused call's message inside a form (the account calls are silent). */
export function FailureAlert({ failure }: { failure: FailureText | null }) {
  const { t } = useTranslation()
  if (!failure) return null
  const text = failure.text ?? t(failure.messageKey ?? 'request.failed', failure.params)
  return <Alert className="account-failure" type="error" showIcon title={text} />
}
