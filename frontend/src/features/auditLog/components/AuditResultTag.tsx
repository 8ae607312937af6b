import Tag from 'antd/es/tag'
import Tooltip from 'antd/es/tooltip'
import { useTranslation } from 'react-i18next'

import type { AuditEntry } from '../api/audit'
import { succeeded } from '../lib/auditView'

/** Success, or the refusal's code with its message on hover. */
export function AuditResultTag({ entry }: { entry: Pick<AuditEntry, 'rtnCode' | 'refusalCode' | 'message'> }) {
  const { t } = useTranslation()
  if (succeeded(entry)) return <Tag color="success">{t('auditLog.success')}</Tag>
  return (
    <Tooltip title={entry.message}>
      <Tag color="error">{t('auditLog.refusedCode', { code: entry.refusalCode ?? entry.rtnCode })}</Tag>
    </Tooltip>
  )
}
