import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined'
import Button from 'antd/es/button'
import { useTranslation } from 'react-i18next'

import { useInvoicePdfLink } from '../api/invoicePdf'

/** Opens the invoice's PDF in a new tab through the signed link (the tab opens at the click, so no popup blocker stops it). */
export function PdfButton({ invoiceId }: { invoiceId: number }) {
  const { t } = useTranslation()
  const link = useInvoicePdfLink()

  const onClick = () => {
    const tab = window.open('about:blank', '_blank')
    link.mutate(invoiceId, {
      onSuccess: ({ url }) => {
        if (tab) {
          tab.opener = null
          tab.location.href = url
        } else {
          window.location.assign(url)
        }
      },
      onError: () => tab?.close(),
    })
  }

  return (
    <Button icon={<FilePdfOutlined />} loading={link.isPending} onClick={onClick}>
      {t('adminInvoices.pdf')}
    </Button>
  )
}
