import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Modal from 'antd/es/modal'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

interface OneTimePasswordDialogProps {
  email: string
  /** The new one-time password; null: closed. */
  password: string | null
  onClose: () => void
}

/** Shows a staff member's new one-time password once, to pass on to them; it is never shown again. */
export function OneTimePasswordDialog({ email, password, onClose }: OneTimePasswordDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal
      title={t('staffAuthority.staff.passwordTitle')}
      open={password !== null}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('staffAuthority.staff.passwordDone')}
        </Button>
      }
      destroyOnHidden
    >
      <Typography.Paragraph>{t('staffAuthority.staff.passwordFor', { email })}</Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: password ?? '' }} code style={{ fontSize: 18 }}>
        {password}
      </Typography.Paragraph>
      <Alert type="warning" showIcon title={t('staffAuthority.staff.passwordOnce')} />
    </Modal>
  )
}
