import CalendarOutlined from '@ant-design/icons/CalendarOutlined'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Segmented from 'antd/es/segmented'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { actionsColumn, type CardColumns, statusColumn } from '@/shared/ui/cardColumns'
import { FIRST_PAGE, type Paging, PagedTable } from '@/shared/ui/PagedTable'

import { useVoucherList, type VoucherItem } from '../api/voucherList'
import { STATUS_FILTERS, VoucherStatus, voucherUseType, voucherStatusName, voucherTypeName } from '../lib/voucherLabels'
import { VoucherStatusTag } from './VoucherStatusTag'

const ALL = 'all'

interface VouchersTableProps {
  /** Start a booking with an active voucher chosen. */
  onBook: (voucher: VoucherItem) => void
}

/** The centre's voucher records, newest first, filtered by status and paged by the server. */
export function VouchersTable({ onBook }: VouchersTableProps) {
  const { t } = useTranslation()
  const [status, setStatus] = useState<VoucherItem['status'] | null>(null)
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE)
  const list = useVoucherList({ ...paging, status: status as 0 | 1 | 2 | 3 | 5 | null })
  const dateFormat = t('vouchers.dateFormat')

  const columns: CardColumns<VoucherItem> = [
    {
      key: 'name',
      title: t('vouchers.columns.name'),
      card: 'title',
      render: (_, voucher) => (
        <Flex vertical>
          <Typography.Text strong>{voucher.name}</Typography.Text>
          <Typography.Text type="secondary">
            {t(`vouchers.type.${voucherTypeName(voucher.voucherType)}`)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'conditions',
      title: t('vouchers.columns.conditions'),
      render: (_, voucher) =>
        voucher.conditions ? (
          <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ margin: 0, maxWidth: 320 }}>
            {voucher.conditions}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      key: 'value',
      title: t('vouchers.columns.value'),
      align: 'right',
      render: (_, voucher) => t('vouchers.money', { amount: voucher.parValue }),
    },
    {
      key: 'useType',
      title: t('vouchers.columns.useType'),
      render: (_, voucher) => t(`vouchers.useType.${voucherUseType(voucher.useType)}`),
    },
    {
      key: 'issued',
      title: t('vouchers.columns.issued'),
      render: (_, voucher) => dayjs(voucher.issuedAt).format(dateFormat),
    },
    {
      key: 'expires',
      title: t('vouchers.columns.expires'),
      render: (_, voucher) => dayjs(voucher.expiresAt).format(dateFormat),
    },
    {
      key: 'booking',
      title: t('vouchers.columns.booking'),
      render: (_, voucher) =>
        voucher.bookingId !== null ? (
          t('vouchers.bookingNo', { id: voucher.bookingId })
        ) : (
          <Typography.Text type="secondary">{t('vouchers.notAttached')}</Typography.Text>
        ),
    },
    statusColumn(t('vouchers.columns.status'), (voucher) =>
      voucher.expiryReason ? (
        <Flex vertical gap={4} align="flex-start">
          <VoucherStatusTag status={voucher.status} />
          <Typography.Text type="secondary">{t('vouchers.endedEarly', { reason: voucher.expiryReason })}</Typography.Text>
        </Flex>
      ) : (
        <VoucherStatusTag status={voucher.status} />
      ),
    ),
    actionsColumn(t('vouchers.columns.actions'), (voucher) =>
      voucher.status === VoucherStatus.active && (
        <Button
          size="small"
          type="primary"
          icon={<CalendarOutlined />}
          onClick={() => onBook(voucher)}
          aria-label={t('vouchers.bookWith', { name: voucher.name })}
        >
          {t('vouchers.book')}
        </Button>
      )),
  ]

  return (
    <Flex vertical gap={16}>
      <Segmented<string>
        value={status === null ? ALL : String(status)}
        onChange={(value) => {
          setStatus(value === ALL ? null : Number(value))
          setPaging({ ...paging, pageNo: 1 })
        }}
        options={[
          { value: ALL, label: t('vouchers.filterAll') },
          ...STATUS_FILTERS.map((code) => ({
            value: String(code),
            label: t(`vouchers.status.${voucherStatusName(code)}`),
          })),
        ]}
      />
      <PagedTable<VoucherItem>
        rowKey="id"
        columns={columns}
        page={list.data}
        loading={list.isFetching}
        label={t('vouchers.listLabel')}
        emptyText={t('vouchers.empty')}
        paging={paging}
        onPaging={setPaging}
        sizeChanger
        showTotal={(count) => t('vouchers.total', { count })}
      />
    </Flex>
  )
}
