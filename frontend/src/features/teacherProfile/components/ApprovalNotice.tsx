import Alert from 'antd/es/alert'
import { useTranslation } from 'react-i18next'

interface ApprovalNoticeProps {
  /** The account's vetting state: 0 pending, 1 approved, 2 rejected. */
  approval: number | null | undefined
  className?: string
}

/** Tells a teacher who is not approved yet (or was refused) why no invites come. Nothing once approved. */
export function ApprovalNotice({ approval, className }: ApprovalNoticeProps) {
  const { t } = useTranslation()
  if (approval === 0) {
    return (
      <Alert
        className={className}
        type="warning"
        showIcon
        role="status"
        title={t('teacherProfile.approval.pendingTitle')}
        description={t('teacherProfile.approval.pending')}
      />
    )
  }
  if (approval === 2) {
    return (
      <Alert
        className={className}
        type="error"
        showIcon
        role="status"
        title={t('teacherProfile.approval.rejectedTitle')}
        description={t('teacherProfile.approval.rejected')}
      />
    )
  }
  return null
}
