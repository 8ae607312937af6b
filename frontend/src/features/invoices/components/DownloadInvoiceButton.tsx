import DownloadOutlined from '@ant-design/icons/DownloadOutlined'
import Button from 'antd/es/button'
import { useTranslation } from 'react-i18next'

import { useInvoiceDownload } from '../api/invoices'

interface DownloadInvoiceButtonProps {
  invoiceId: number
  size?: 'small' | 'middle'
  type?: 'primary' | 'default'
}

/**
 * Opens the invoice's PDF in a new tab through a signed link. The tab is opened
 * at the click (so no popup blocker stops it) and pointed at the link once it
 * arrives; a refusal closes it again (the request layer says why).
 */
export function DownloadInvoiceButton({ invoiceId, size = 'middle', type = 'default' }: DownloadInvoiceButtonProps) {
  const { t } = useTranslation()
  const download = useInvoiceDownload()

  const onClick = () => {
    const tab = window.open('about:blank', '_blank')
    download.mutate(invoiceId, {
      onSuccess: (link) => {
        if (tab) {
          tab.opener = null
          tab.location.href = link.url
        } else {
          window.location.assign(link.url)
        }
      },
      onError: () => tab?.close(),
    })
  }

  return (
    <Button size={size} type={type} icon={<DownloadOutlined />} loading={download.isPending} onClick={onClick}>
      {t('invoices.download')}
    </Button>
  )
}
