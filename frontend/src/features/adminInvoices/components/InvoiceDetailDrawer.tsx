import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Descriptions from 'antd/es/descriptions'
import Drawer from 'antd/es/drawer'
import Flex from 'antd/es/flex'
import Skeleton from 'antd/es/skeleton'
import Table from 'antd/es/table'
import type { ColumnsType } from 'antd/es/table'
import { useTranslation } from 'react-i18next'

import { usePermission } from '@/shared/authority/permission'
import { formatMoney } from '@/shared/lib/money'
import { formatInZone } from '@/shared/lib/platformTime'
import { useWindowWidth } from '@/shared/lib/viewport'

import { type StaffInvoiceDetail, useStaffInvoice } from '../api/invoiceDetail'
import { payable } from '../lib/invoiceRules'
import { PdfButton } from './PdfButton'
import { StatusTag } from './StatusTag'

type Line = StaffInvoiceDetail['lines'][number]

const DRAWER_WIDTH = 760
const LINE_KINDS: Record<number, string> = { 1: 'timeSheet', 2: 'cancellationFee', 3: 'placementFee' }

interface InvoiceDetailDrawerProps {
  invoiceId: number | null
  onClose: () => void
  onPay: (invoice: StaffInvoiceDetail) => void
}

/** One invoice for staff: its centre, dates, lines and totals, the PDF, and Mark paid. */
export function InvoiceDetailDrawer({ invoiceId, onClose, onPay }: InvoiceDetailDrawerProps) {
  const width = useWindowWidth()
  return (
    <Drawer
      open={invoiceId !== null}
      size={Math.min(DRAWER_WIDTH, width)}
      onClose={onClose}
      destroyOnHidden
      title={invoiceId !== null ? <Title invoiceId={invoiceId} /> : null}
    >
      {invoiceId !== null && <Content invoiceId={invoiceId} onPay={onPay} />}
    </Drawer>
  )
}

function Title({ invoiceId }: { invoiceId: number }) {
  const { t } = useTranslation()
  const { data } = useStaffInvoice(invoiceId)
  return data ? t('adminInvoices.detail.title', { number: data.number }) : t('adminInvoices.detail.loading')
}

function Content({ invoiceId, onPay }: { invoiceId: number; onPay: (invoice: StaffInvoiceDetail) => void }) {
  const { t } = useTranslation()
  const mayPay = usePermission('invoice:pay')
  const detail = useStaffInvoice(invoiceId)
  const invoice = detail.data
  const day = (value: string) => formatInZone(value, 'YYYY-MM-DD')

  if (detail.isError) return <Alert type="warning" showIcon title={t('adminInvoices.detail.failed')} />
  if (!invoice) return <Skeleton active />

  const columns: ColumnsType<Line> = [
    { key: 'description', title: t('adminInvoices.lines.description'), dataIndex: 'description' },
    {
      key: 'kind',
      title: t('adminInvoices.lines.kind'),
      render: (_, line) => t(`adminInvoices.lineKind.${LINE_KINDS[line.kind] ?? 'timeSheet'}`),
    },
    { key: 'hours', title: t('adminInvoices.lines.hours'), align: 'right', render: (_, line) => line.hours ?? '' },
    {
      key: 'rate',
      title: t('adminInvoices.lines.rate'),
      align: 'right',
      render: (_, line) => (line.unitPrice ? formatMoney(line.unitPrice) : ''),
    },
    { key: 'amount', title: t('adminInvoices.lines.amount'), align: 'right', render: (_, line) => formatMoney(line.amount) },
  ]

  return (
    <Flex vertical gap={20}>
      <Flex gap={8} wrap>
        <PdfButton invoiceId={invoice.id} />
        {mayPay && payable(invoice.status) && (
          <Button type="primary" onClick={() => onPay(invoice)}>
            {t('adminInvoices.markPaid')}
          </Button>
        )}
      </Flex>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'centre', label: t('adminInvoices.columns.centre'), children: invoice.centreName },
          { key: 'status', label: t('adminInvoices.columns.status'), children: <StatusTag status={invoice.status} /> },
          {
            key: 'for',
            label: t('adminInvoices.columns.kind'),
            children:
              invoice.kind === 2
                ? t('adminInvoices.kind.placement')
                : t('adminInvoices.kind.bookingWeek', { id: invoice.bookingId, date: invoice.weekStart ?? '' }),
          },
          { key: 'issued', label: t('adminInvoices.columns.issuedAt'), children: day(invoice.issuedAt) },
          { key: 'due', label: t('adminInvoices.columns.dueAt'), children: day(invoice.dueAt) },
          { key: 'paid', label: t('adminInvoices.columns.paidAt'), children: invoice.paidAt ? day(invoice.paidAt) : '—' },
          { key: 'voucher', label: t('adminInvoices.detail.voucher'), children: invoice.voucherName ?? '—' },
        ]}
      />
      <Table<Line>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={invoice.lines}
        pagination={false}
        aria-label={t('adminInvoices.lines.label')}
      />
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'subtotal', label: t('adminInvoices.detail.subtotal'), children: formatMoney(invoice.subtotal) },
          { key: 'discount', label: t('adminInvoices.detail.discount'), children: formatMoney(invoice.discount) },
          {
            key: 'tax',
            label: t('adminInvoices.detail.tax', { rate: Number(invoice.taxRate) }),
            children: formatMoney(invoice.tax),
          },
          { key: 'total', label: t('adminInvoices.detail.total'), children: formatMoney(invoice.total) },
        ]}
      />
    </Flex>
  )
}
