import EyeOutlined from '@ant-design/icons/EyeOutlined'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Segmented from 'antd/es/segmented'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { actionsColumn, type CardColumns, statusColumn } from '@/shared/ui/cardColumns'
import { FIRST_PAGE, type Paging, PagedTable } from '@/shared/ui/PagedTable'

import { type InvoiceItem, useInvoiceList } from '../api/invoices'
import { invoiceStatusName, isPositive, STATUS_FILTERS } from '../lib/invoiceLabels'
import { DownloadInvoiceButton } from './DownloadInvoiceButton'
import { InvoiceStatusTag } from './InvoiceStatusTag'

const ALL = 'all'

interface InvoicesTableProps {
  onOpen: (invoiceId: number) => void
}

/** The centre's issued invoices, newest first, filtered by status and paged by the server. */
export function InvoicesTable({ onOpen }: InvoicesTableProps) {
  const { t } = useTranslation()
  const [status, setStatus] = useState<InvoiceItem['status'] | null>(null)
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE)
  const list = useInvoiceList({ ...paging, status: status as 1 | 2 | 3 | null })
  const dateFormat = t('invoices.dateFormat')
  const money = (amount: string) => t('invoices.money', { amount })

  const columns: CardColumns<InvoiceItem> = [
    {
      key: 'number',
      title: t('invoices.columns.number'),
      card: 'title',
      render: (_, invoice) => (
        <Typography.Link onClick={() => onOpen(invoice.id)}>{invoice.number}</Typography.Link>
      ),
    },
    {
      key: 'for',
      title: t('invoices.columns.for'),
      card: 'lead',
      render: (_, invoice) =>
        invoice.kind === 2 ? (
          t('invoices.placement')
        ) : (
          <Flex vertical>
            <span>{t('invoices.bookingNo', { id: invoice.bookingId })}</span>
            {invoice.weekStart && (
              <Typography.Text type="secondary">
                {t('invoices.weekOf', { date: dayjs(invoice.weekStart).format(dateFormat) })}
              </Typography.Text>
            )}
          </Flex>
        ),
    },
    {
      key: 'issued',
      title: t('invoices.columns.issued'),
      render: (_, invoice) => dayjs(invoice.issuedAt).format(dateFormat),
    },
    {
      key: 'due',
      title: t('invoices.columns.due'),
      render: (_, invoice) => dayjs(invoice.dueAt).format(dateFormat),
    },
    { key: 'subtotal', title: t('invoices.columns.subtotal'), align: 'right', responsive: ['lg'], render: (_, i) => money(i.subtotal) },
    {
      key: 'discount',
      title: t('invoices.columns.discount'),
      align: 'right',
      responsive: ['lg'],
      render: (_, invoice) => (isPositive(invoice.discount) ? `-${money(invoice.discount)}` : '—'),
    },
    { key: 'gst', title: t('invoices.columns.gst'), align: 'right', responsive: ['lg'], render: (_, i) => money(i.tax) },
    {
      key: 'total',
      title: t('invoices.columns.total'),
      align: 'right',
      render: (_, invoice) => <Typography.Text strong>{money(invoice.total)}</Typography.Text>,
    },
    statusColumn(t('invoices.columns.status'), (invoice) => <InvoiceStatusTag status={invoice.status} />),
    actionsColumn(t('invoices.columns.actions'), (invoice) => (
      <Flex gap={6} wrap>
        <Button size="small" icon={<EyeOutlined />} onClick={() => onOpen(invoice.id)}>
          {t('invoices.view')}
        </Button>
        <DownloadInvoiceButton invoiceId={invoice.id} size="small" />
      </Flex>
    )),
  ]

  return (
    <Flex vertical gap={16}>
      <Segmented<string>
        value={status === null ? ALL : String(status)}
        onChange={(value) => {
          setStatus(value === ALL ? null : (Number(value) as InvoiceItem['status']))
          setPaging({ ...paging, pageNo: 1 })
        }}
        options={[
          { value: ALL, label: t('invoices.filterAll') },
          ...STATUS_FILTERS.map((code) => ({
            value: String(code),
            label: t(`invoices.status.${invoiceStatusName(code)}`),
          })),
        ]}
      />
      <PagedTable<InvoiceItem>
        rowKey="id"
        columns={columns}
        page={list.data}
        loading={list.isFetching}
        label={t('invoices.listLabel')}
        emptyText={t('invoices.empty')}
        paging={paging}
        onPaging={setPaging}
        sizeChanger
        showTotal={(count) => t('invoices.total', { count })}
      />
    </Flex>
  )
}
