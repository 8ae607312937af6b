import Card from 'antd/es/card'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { VouchersTable } from '@/features/vouchers/components/VouchersTable'

const STANDARD_BOOKING = '/Create-Job/Standard Booking'

/** Vouchers: the centre's voucher records; an active one starts a booking with it chosen. */
export default function VouchersPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Card variant="borderless" title={t('vouchers.page.title')}>
      <Typography.Paragraph type="secondary">{t('vouchers.page.intro')}</Typography.Paragraph>
      <VouchersTable
        onBook={(voucher) => void navigate(`${STANDARD_BOOKING}?${new URLSearchParams({ voucher: String(voucher.id) })}`)}
      />
    </Card>
  )
}
