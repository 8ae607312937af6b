import { useTranslation } from 'react-i18next'

import { formatMoney } from '@/shared/lib/money'
import { formatInZone } from '@/shared/lib/platformTime'
import { listBody, ListPage } from '@/shared/ui/listPage/ListPage'
import type { ListColumn } from '@/shared/ui/listPage/columns'

import { fetchVouchersInUse, type VoucherInUse, type VoucherInUseFilters } from '../api/vouchersInUse'

/** Vouchers booked on a booking or discounting an invoice not paid yet, soonest to expire first. */
export function VouchersInUseList() {
  const { t } = useTranslation()
  const columns: ListColumn<VoucherInUse>[] = [
    { key: 'name', title: t('adminInvoices.vouchers.name') },
    { key: 'centreName', title: t('adminInvoices.columns.centre') },
    { key: 'parValue', title: t('adminInvoices.vouchers.value'), align: 'right', render: (_, v) => formatMoney(v.parValue) },
    { key: 'useType', title: t('adminInvoices.vouchers.useType'), render: (_, v) => t(`adminInvoices.vouchers.use${v.useType}`) },
    { key: 'status', title: t('adminInvoices.columns.status'), render: (_, v) => t(`adminInvoices.vouchers.status${v.status}`) },
    { key: 'bookingId', title: t('adminInvoices.vouchers.booking'), render: (_, v) => v.bookingId ?? '—' },
    { key: 'expiresAt', title: t('adminInvoices.vouchers.expires'), render: (_, v) => formatInZone(v.expiresAt, 'YYYY-MM-DD') },
  ]
  return (
    <ListPage<VoucherInUse, VoucherInUseFilters>
      listKey="vouchersInUse"
      title={t('adminInvoices.sections.vouchers')}
      label={t('adminInvoices.vouchers.label')}
      rowKey="voucherId"
      columns={columns}
      load={(query, signal) => fetchVouchersInUse(listBody(query), signal)}
      emptyText={t('adminInvoices.vouchers.empty')}
    />
  )
}
