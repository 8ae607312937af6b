import Button from 'antd/es/button'
import Card from 'antd/es/card'
import DatePicker from 'antd/es/date-picker'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Statistic from 'antd/es/statistic'
import Tabs from 'antd/es/tabs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

import { usePermission } from '@/shared/authority/permission'
import { formatMoney } from '@/shared/lib/money'
import { formatInZone } from '@/shared/lib/platformTime'
import { listBody, ListPage } from '@/shared/ui/listPage/ListPage'
import { type ListColumn, wordsFor } from '@/shared/ui/listPage/columns'
import { CentrePicker } from '@/shared/ui/staffPickers/StaffPickers'

import { exportInvoices } from '../api/invoiceExport'
import { fetchStaffInvoices, INVOICE_DESK_LIST, type StaffInvoice, type StaffInvoiceFilters } from '../api/invoiceList'
import { fetchInvoiceTotals, type StaffInvoiceTotals } from '../api/invoiceTotals'
import { INVOICE_TABS, type InvoiceTab, invoiceFilters, isInvoiceTab, payable, statusName, statusOfTab } from '../lib/invoiceRules'
import { FeesList } from './FeesList'
import { InvoiceDetailDrawer } from './InvoiceDetailDrawer'
import { MarkPaidDialog, type PayableInvoice } from './MarkPaidDialog'
import { SalesXeroExport } from './SalesXeroExport'
import { StatusTag } from './StatusTag'

/** `?tab=` the status shown, `?invoice=` the invoice open in the drawer: both can be linked to and reloaded. */
const TAB = 'tab'
const OPEN = 'invoice'
const SECTION = 'section'

/** Money › Invoices (/money/invoices): every centre's invoices by status, their totals and fees (vouchers are Money › Vouchers). */
export function InvoiceDeskPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const section = params.get(SECTION) ?? 'invoices'

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(name, value)
        else next.delete(name)
        return next
      },
      { replace: true },
    )

  return (
    <Tabs
      activeKey={section}
      onChange={(key) => setParam(SECTION, key === 'invoices' ? null : key)}
      items={[
        { key: 'invoices', label: t('adminInvoices.sections.invoices'), children: <Invoices params={params} setParam={setParam} /> },
        { key: 'fees', label: t('adminInvoices.sections.fees'), children: <FeesList /> },
      ]}
    />
  )
}

function Invoices({ params, setParam }: { params: URLSearchParams; setParam: (name: string, value: string | null) => void }) {
  const { t } = useTranslation()
  const mayPay = usePermission('invoice:pay')
  const mayExport = usePermission(['invoice:list', 'export:read'])
  const mayAccount = usePermission('invoice:accounting')
  const chosen = params.get(TAB)
  const tab: InvoiceTab = isInvoiceTab(chosen) ? chosen : 'all'
  const openId = Number(params.get(OPEN)) || null
  const [totals, setTotals] = useState<StaffInvoiceTotals | null>(null)
  const [paying, setPaying] = useState<PayableInvoice | null>(null)
  const day = (value: string) => formatInZone(value, 'YYYY-MM-DD')
  const show = (id: number | null) => setParam(OPEN, id ? String(id) : null)

  // The tab's status narrows the list, its totals and its export alike.
  const ofTab = <Filters extends object>(filters: Filters): Filters => ({ ...filters, ...(statusOfTab(tab) ? { status: statusOfTab(tab) } : {}) })
  const load = async (query: Parameters<typeof listBody<StaffInvoiceFilters>>[0], signal?: AbortSignal) => {
    const filters = ofTab(query.filters)
    const [page, sums] = await Promise.all([
      fetchStaffInvoices(listBody({ ...query, filters }), signal),
      fetchInvoiceTotals(filters, signal),
    ])
    setTotals(sums)
    return page
  }

  const columns: ListColumn<StaffInvoice>[] = [
    {
      key: 'number',
      title: t('adminInvoices.columns.number'),
      render: (_, invoice) => (
        <Button type="link" onClick={() => show(invoice.id)}>
          {invoice.number}
        </Button>
      ),
    },
    { key: 'centreName', title: t('adminInvoices.columns.centre') },
    {
      key: 'kind',
      title: t('adminInvoices.columns.kind'),
      render: (_, invoice) =>
        invoice.kind === 2 ? t('adminInvoices.kind.placement') : t('adminInvoices.kind.booking', { id: invoice.bookingId }),
      exportLabels: wordsFor([1, 2], (kind) => t(kind === 2 ? 'adminInvoices.kind.placement' : 'adminInvoices.kind.bookingInvoice')),
    },
    { key: 'issuedAt', title: t('adminInvoices.columns.issuedAt'), render: (_, invoice) => day(invoice.issuedAt) },
    { key: 'dueAt', title: t('adminInvoices.columns.dueAt'), render: (_, invoice) => day(invoice.dueAt) },
    { key: 'total', title: t('adminInvoices.columns.total'), align: 'right', render: (_, invoice) => formatMoney(invoice.total) },
    {
      key: 'status',
      title: t('adminInvoices.columns.status'),
      render: (_, invoice) => <StatusTag status={invoice.status} />,
      exportLabels: wordsFor([1, 2, 3], (status) => t(`adminInvoices.status.${statusName(status)}`)),
    },
    {
      key: 'paidAt',
      title: t('adminInvoices.columns.paidAt'),
      render: (_, invoice) => (invoice.paidAt ? day(invoice.paidAt) : '—'),
    },
    {
      key: 'actions',
      title: t('adminInvoices.columns.actions'),
      actions: true,
      fixed: 'right',
      render: (_, invoice) => (
        <Flex gap={8}>
          <Button size="small" onClick={() => show(invoice.id)}>
            {t('adminInvoices.open')}
          </Button>
          {mayPay && payable(invoice.status) && (
            <Button size="small" type="primary" onClick={() => setPaying(invoice)}>
              {t('adminInvoices.markPaid')}
            </Button>
          )}
        </Flex>
      ),
    },
  ]

  return (
    <Flex vertical gap={16}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParam(TAB, key === 'all' ? null : key)}
        items={INVOICE_TABS.map((key) => ({ key, label: t(`adminInvoices.tabs.${key}`) }))}
        tabBarExtraContent={mayAccount ? <SalesXeroExport /> : undefined}
      />
      <Card size="small" aria-label={t('adminInvoices.totals.label')} role="region">
        <Flex gap={48} wrap>
          <Statistic title={t('adminInvoices.totals.count')} value={totals?.count ?? '—'} />
          <Statistic title={t('adminInvoices.totals.amount')} value={totals ? formatMoney(totals.amount) : '—'} />
          <Statistic title={t('adminInvoices.totals.outstanding')} value={totals ? formatMoney(totals.outstanding) : '—'} />
          <Statistic title={t('adminInvoices.totals.overdue')} value={totals?.overdue ?? '—'} />
        </Flex>
      </Card>
      <ListPage<StaffInvoice, StaffInvoiceFilters>
        key={tab}
        listKey={INVOICE_DESK_LIST}
        title={t(`adminInvoices.titles.${tab}`)}
        label={t('adminInvoices.label')}
        rowKey="id"
        columns={columns}
        load={load}
        toFilters={(values) => invoiceFilters(values) as StaffInvoiceFilters}
        emptyText={t('adminInvoices.empty')}
        exportRows={mayExport ? (request) => exportInvoices(ofTab(request)) : undefined}
        filterFields={
          <>
            <Form.Item name="keyword" label={t('adminInvoices.filters.number')}>
              <Input allowClear maxLength={32} placeholder={t('adminInvoices.filters.numberPlaceholder')} />
            </Form.Item>
            <Form.Item name="centreId" label={t('adminInvoices.filters.centre')}>
              <CentrePicker width={240} />
            </Form.Item>
            <Form.Item name="period" label={t('adminInvoices.filters.period')}>
              <DatePicker.RangePicker allowEmpty={[true, true]} />
            </Form.Item>
          </>
        }
      />
      <InvoiceDetailDrawer invoiceId={openId} onClose={() => show(null)} onPay={setPaying} />
      <MarkPaidDialog
        invoice={paying}
        asOf={totals?.asOf ?? new Date().toISOString()}
        onClose={() => setPaying(null)}
      />
    </Flex>
  )
}
