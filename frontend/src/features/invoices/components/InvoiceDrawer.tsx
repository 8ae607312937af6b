import Alert from 'antd/es/alert'
import Descriptions from 'antd/es/descriptions'
import Drawer from 'antd/es/drawer'
import Flex from 'antd/es/flex'
import Skeleton from 'antd/es/skeleton'
import Table from 'antd/es/table'
import type { ColumnsType } from 'antd/es/table'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'

import { type InvoiceLine, useInvoiceDetail } from '../api/invoices'
import { isPositive, lineKindName, ratePercent } from '../lib/invoiceLabels'
import { DownloadInvoiceButton } from './DownloadInvoiceButton'
import { InvoiceStatusTag } from './InvoiceStatusTag'

interface InvoiceDrawerProps {
  invoiceId: number | null
  onClose: () => void
}

/** One invoice: its dates, lines and totals, and the PDF download. */
export function InvoiceDrawer({ invoiceId, onClose }: InvoiceDrawerProps) {
  const { t } = useTranslation()
  const detail = useInvoiceDetail(invoiceId)
  const invoice = detail.data
  const dateFormat = t('invoices.dateFormat')
  const money = (amount: string) => t('invoices.money', { amount })

  const columns: ColumnsType<InvoiceLine> = [
    {
      key: 'description',
      title: t('invoices.lines.description'),
      render: (_, line) => (
        <Flex vertical>
          <span>{line.description}</span>
          <Typography.Text type="secondary">{t(`invoices.lineKind.${lineKindName(line.kind)}`)}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'hours', title: t('invoices.lines.hours'), align: 'right', render: (_, line) => line.hours ?? '' },
    {
      key: 'rate',
      title: t('invoices.lines.rate'),
      align: 'right',
      render: (_, line) => (line.unitPrice ? money(line.unitPrice) : ''),
    },
    { key: 'amount', title: t('invoices.lines.amount'), align: 'right', render: (_, line) => money(line.amount) },
  ]

  return (
    <Drawer
      open={invoiceId !== null}
      onClose={onClose}
      size="large"
      title={invoice ? t('invoices.drawerTitle', { number: invoice.number }) : t('invoices.drawerLoading')}
      extra={invoice && <DownloadInvoiceButton invoiceId={invoice.id} type="primary" />}
    >
      {detail.isError && <Alert type="warning" showIcon title={t('invoices.loadFailed')} />}
      {detail.isPending && invoiceId !== null && <Skeleton active />}
      {invoice && (
        <Flex vertical gap={20}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'status', label: t('invoices.columns.status'), children: <InvoiceStatusTag status={invoice.status} /> },
              {
                key: 'for',
                label: t('invoices.columns.for'),
                children:
                  invoice.kind === 2
                    ? t('invoices.placement')
                    : t('invoices.bookingWeek', {
                        id: invoice.bookingId,
                        date: invoice.weekStart ? dayjs(invoice.weekStart).format(dateFormat) : '',
                      }),
              },
              { key: 'issued', label: t('invoices.columns.issued'), children: dayjs(invoice.issuedAt).format(dateFormat) },
              { key: 'due', label: t('invoices.columns.due'), children: dayjs(invoice.dueAt).format(dateFormat) },
              ...(invoice.paidAt
                ? [{ key: 'paid', label: t('invoices.paidOn'), children: dayjs(invoice.paidAt).format(dateFormat) }]
                : []),
              ...(invoice.voucherName
                ? [{ key: 'voucher', label: t('invoices.voucher'), children: invoice.voucherName }]
                : []),
            ]}
          />
          <Table<InvoiceLine>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={invoice.lines}
            pagination={false}
            aria-label={t('invoices.lines.label')}
            scroll={{ x: 'max-content' }}
          />
          <Descriptions
            size="small"
            column={1}
            bordered
            className="invoice-totals"
            items={[
              { key: 'subtotal', label: t('invoices.columns.subtotal'), children: money(invoice.subtotal) },
              ...(isPositive(invoice.discount)
                ? [{ key: 'discount', label: t('invoices.columns.discount'), children: `-${money(invoice.discount)}` }]
                : []),
              {
                key: 'gst',
                label: t('invoices.gstAt', { rate: ratePercent(invoice.taxRate) }),
                children: money(invoice.tax),
              },
              {
                key: 'total',
                label: t('invoices.columns.total'),
                children: <Typography.Text strong>{money(invoice.total)}</Typography.Text>,
              },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  )
}
