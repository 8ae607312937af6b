import Card from 'antd/es/card'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { VouchersTable } from '@/features/vouchers/components/VouchersTable'

/** Vouchers: the centre's voucher records. */
export default function VouchersPage() {
  const { t } = useTranslation()
  return (
    <Card variant="borderless" title={t('vouchers.page.title')}>
      <Typography.Paragraph type="secondary">{t('vouchers.page.intro')}</Typography.Paragraph>
      <VouchersTable />
    </Card>
  )
}
