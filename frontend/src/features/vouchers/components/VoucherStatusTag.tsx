import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'

import { STATUS_COLOURS, voucherStatusName } from '../lib/voucherLabels'

export function VoucherStatusTag({ status }: { status: number }) {
  const { t } = useTranslation()
  const name = voucherStatusName(status)
  return <Tag color={STATUS_COLOURS[name]}>{t(`vouchers.status.${name}`)}</Tag>
}
