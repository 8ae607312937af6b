import { VoucherDeskPage } from '@/features/adminVouchers/components/VoucherDeskPage'

/** Money › Vouchers (/money/vouchers): every voucher of the platform; issue to centres, expire early. */
export default function VouchersPage() {
  return <VoucherDeskPage />
}
