import Modal from 'antd/es/modal'
import Skeleton from 'antd/es/skeleton'
import { useTranslation } from 'react-i18next'

interface PolicyDocumentProps {
  title: string
  /** HTML from the system configuration; undefined while it loads. */
  html: string | undefined
  open: boolean
  onClose: () => void
}

const DOCUMENT_STYLE = `<style>
  body { font: 14px/1.6 -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial,
    'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif; color: rgba(0, 0, 0, 0.88); margin: 0; padding: 4px 8px; }
  h1, h2, h3 { line-height: 1.3; }
  a { color: #1677ff; }
</style>`

/**
 * Shows one policy's HTML. The text is an administrator's setting, so it is
 * rendered in a sandboxed frame: its markup is shown, but no script in it runs
 * and it cannot reach the portal's page or cookies.
 */
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
        <iframe className="policy-document" title={title} sandbox="" srcDoc={`${DOCUMENT_STYLE}${html}`} />
      )}
    </Modal>
  )
}
