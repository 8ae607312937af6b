import Modal from 'antd/es/modal'
import Skeleton from 'antd/es/skeleton'
import { useTranslation } from 'react-i18next'

import { PolicyFrame } from '@/shared/ui/PolicyFrame'

interface PolicyDocumentProps {
  title: string
  /** HTML from the system configuration; undefined while it loads. */
  html: string | undefined
  open: boolean
  onClose: () => void
}

/** Shows one policy's HTML in a dialog, in the sandboxed frame every app shows policies in. */
export function PolicyDocument({ title, html, open, onClose }: PolicyDocumentProps) {
  const { t } = useTranslation()
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={onClose}
      okText={t('agreement.done')}
      cancelButtonProps={{ style: { display: 'none' } }}
      width={720}
      destroyOnHidden
      zIndex={1100}
    >
      {html === undefined ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <PolicyFrame title={title} html={html} />
      )}
    </Modal>
  )
}
