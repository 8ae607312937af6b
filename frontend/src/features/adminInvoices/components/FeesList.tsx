import Form from 'antd/es/form'
import Select from 'antd/es/select'
import { useTranslation } from 'react-i18next'

import { formatMoney } from '@/shared/lib/money'
import { formatInZone } from '@/shared/lib/platformTime'
import { cleanFilters, listBody, ListPage } from '@/shared/ui/listPage/ListPage'
import type { ListColumn } from '@/shared/ui/listPage/columns'

import { fetchFees, type FeeFilters, type FeeItem } from '../api/feeList'
import { StatusTag } from './StatusTag'

/** Cancellation and placement fees billed on issued invoices. */
export function FeesList() {
  const { t } = useTranslation()
  const columns: ListColumn<FeeItem>[] = [
    { key: 'invoiceNumber', title: t('adminInvoices.columns.number') },
    { key: 'centreName', title: t('adminInvoices.columns.centre') },
    {
      key: 'kind',
      title: t('adminInvoices.fees.kind'),
      render: (_, fee) => t(fee.kind === 2 ? 'adminInvoices.lineKind.cancellationFee' : 'adminInvoices.lineKind.placementFee'),
    },
    { key: 'description', title: t('adminInvoices.lines.description'), ellipsis: true },
    { key: 'amount', title: t('adminInvoices.lines.amount'), align: 'right', render: (_, fee) => formatMoney(fee.amount) },
    { key: 'issuedAt', title: t('adminInvoices.columns.issuedAt'), render: (_, fee) => formatInZone(fee.issuedAt, 'YYYY-MM-DD') },
    { key: 'invoiceStatus', title: t('adminInvoices.columns.status'), render: (_, fee) => <StatusTag status={fee.invoiceStatus} /> },
  ]
  return (
    <ListPage<FeeItem, FeeFilters>
      listKey="invoiceFees"
      title={t('adminInvoices.sections.fees')}
      label={t('adminInvoices.fees.label')}
      rowKey="lineId"
      columns={columns}
      load={(query, signal) => fetchFees(listBody(query), signal)}
      toFilters={(values) => cleanFilters(values) as FeeFilters}
      emptyText={t('adminInvoices.fees.empty')}
      filterFields={
        <Form.Item name="kind" label={t('adminInvoices.fees.kind')}>
          <Select
            allowClear
            style={{ minWidth: 180 }}
            placeholder={t('adminInvoices.fees.allKinds')}
            options={[
              { value: 2, label: t('adminInvoices.lineKind.cancellationFee') },
              { value: 3, label: t('adminInvoices.lineKind.placementFee') },
            ]}
          />
        </Form.Item>
      }
    />
  )
}
