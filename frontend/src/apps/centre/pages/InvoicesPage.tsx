import Card from 'antd/es/card'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { InvoiceDrawer } from '@/features/invoices/components/InvoiceDrawer'
import { InvoicesTable } from '@/features/invoices/components/InvoicesTable'
import { XeroExport } from '@/features/invoices/components/XeroExport'

/** Billing / Invoice: the centre's invoices, their lines and PDFs. */
export default function InvoicesPage() {
  const { t } = useTranslation()
  const [openId, setOpenId] = useState<number | null>(null)
  return (
    <>
      <Card variant="borderless" title={t('invoices.page.title')} extra={<XeroExport />}>
        <Typography.Paragraph type="secondary">{t('invoices.page.intro')}</Typography.Paragraph>
        <InvoicesTable onOpen={setOpenId} />
      </Card>
      <InvoiceDrawer invoiceId={openId} onClose={() => setOpenId(null)} />
    </>
  )
}
