import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'

import { invoiceStatusName, STATUS_COLOURS } from '../lib/invoiceLabels'

export function InvoiceStatusTag({ status }: { status: number }) {
  const { t } = useTranslation()
  const name = invoiceStatusName(status)
  return <Tag color={STATUS_COLOURS[name]}>{t(`invoices.status.${name}`)}</Tag>
}
