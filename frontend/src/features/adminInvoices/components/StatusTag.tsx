import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'

import { statusName } from '../lib/invoiceRules'

const COLOURS = { unpaid: 'gold', paid: 'green', overdue: 'red' } as const

export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation()
  const name = statusName(status)
  return <Tag color={COLOURS[name]}>{t(`adminInvoices.status.${name}`)}</Tag>
}
