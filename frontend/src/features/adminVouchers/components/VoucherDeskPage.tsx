import './voucherDesk.css'

import GiftOutlined from '@ant-design/icons/GiftOutlined'
import Button from 'antd/es/button'
import DatePicker from 'antd/es/date-picker'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Select from 'antd/es/select'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { usePermission } from '@/shared/authority/permission'
import { formatMoney } from '@/shared/lib/money'
import { formatInZone } from '@/shared/lib/platformTime'
import { listBody, ListPage } from '@/shared/ui/listPage/ListPage'
import { type ListColumn, wordsFor } from '@/shared/ui/listPage/columns'
import { CentrePicker } from '@/shared/ui/staffPickers/StaffPickers'

import { exportVouchers } from '../api/voucherExport'
import { type DeskVoucher, type DeskVoucherFilters, fetchDeskVouchers, VOUCHER_DESK_LIST } from '../api/voucherList'
import {
  DESK_STATUSES,
  deskFilters,
  deskStatusName,
  expirable,
  STATUS_COLOURS,
  USE_TYPES,
  coversName,
  VOUCHER_TYPES,
  voucherTypeName,
} from '../lib/voucherDeskRules'
import { ExpireVoucherDialog } from './ExpireVoucherDialog'
import { IssueVouchersDialog } from './IssueVouchersDialog'

const DAY = 'YYYY-MM-DD'

/** Money › Vouchers (/money/vouchers): every voucher of the platform by status, centre, type and period; issue and expire early. */
export function VoucherDeskPage() {
  const { t } = useTranslation()
  const mayIssue = usePermission('voucher:issue')
  const mayExpire = usePermission('voucher:expire')
  const mayExport = usePermission(['voucher:list', 'export:read'])
  const [issuing, setIssuing] = useState(false)
  const [expiring, setExpiring] = useState<DeskVoucher | null>(null)
  const dash = <Typography.Text type="secondary">—</Typography.Text>

  const columns: ListColumn<DeskVoucher>[] = [
    {
      key: 'name',
      title: t('adminVouchers.columns.name'),
      sortable: true,
      render: (_, voucher) => (
        <Flex vertical className="voucher-desk__name">
          <Typography.Text strong>{voucher.name}</Typography.Text>
          {voucher.conditions && (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, expandable: true }} className="voucher-desk__conditions">
              {voucher.conditions}
            </Typography.Paragraph>
          )}
        </Flex>
      ),
    },
    { key: 'centreName', title: t('adminVouchers.columns.centre'), sortable: true },
    {
      key: 'voucherType',
      title: t('adminVouchers.columns.type'),
      render: (_, voucher) => t(`adminVouchers.type.${voucherTypeName(voucher.voucherType)}`),
      exportLabels: wordsFor(VOUCHER_TYPES, (type) => t(`adminVouchers.type.${voucherTypeName(type)}`)),
    },
    {
      key: 'parValue',
      title: t('adminVouchers.columns.value'),
      align: 'right',
      sortable: true,
      render: (_, voucher) => formatMoney(voucher.parValue),
    },
    {
      key: 'useType',
      title: t('adminVouchers.columns.useType'),
      render: (_, voucher) => t(`adminVouchers.useType.${coversName(voucher.useType)}`),
      exportLabels: wordsFor(USE_TYPES, (useType) => t(`adminVouchers.useType.${coversName(useType)}`)),
    },
    {
      key: 'status',
      title: t('adminVouchers.columns.status'),
      render: (_, voucher) => {
        const name = deskStatusName(voucher.status)
        return (
          <Flex vertical gap={4} align="flex-start">
            <Tag color={STATUS_COLOURS[name]}>{t(`adminVouchers.status.${name}`)}</Tag>
            {voucher.expiryReason && (
              <Typography.Text type="secondary" className="voucher-desk__reason">
                {t('adminVouchers.endedEarly', { reason: voucher.expiryReason })}
              </Typography.Text>
            )}
          </Flex>
        )
      },
      exportLabels: wordsFor(DESK_STATUSES, (status) => t(`adminVouchers.status.${deskStatusName(status)}`)),
    },
    {
      key: 'issuedAt',
      title: t('adminVouchers.columns.issuedAt'),
      sortable: true,
      render: (_, voucher) => formatInZone(voucher.issuedAt, DAY),
    },
    {
      key: 'expiresAt',
      title: t('adminVouchers.columns.expiresAt'),
      sortable: true,
      render: (_, voucher) => formatInZone(voucher.expiresAt, DAY),
    },
    {
      key: 'bookingId',
      title: t('adminVouchers.columns.booking'),
      render: (_, voucher) => (voucher.bookingId ? t('adminVouchers.bookingNo', { id: voucher.bookingId }) : dash),
    },
    {
      key: 'invoiceNumber',
      title: t('adminVouchers.columns.invoice'),
      render: (_, voucher) => voucher.invoiceNumber ?? dash,
    },
    { key: 'issuedBy', title: t('adminVouchers.columns.issuedBy'), defaultHidden: true, render: (_, voucher) => voucher.issuedBy ?? dash },
    { key: 'expiredBy', title: t('adminVouchers.columns.expiredBy'), defaultHidden: true, render: (_, voucher) => voucher.expiredBy ?? dash },
    {
      key: 'expiryReason',
      title: t('adminVouchers.columns.expiryReason'),
      defaultHidden: true,
      render: (_, voucher) => voucher.expiryReason ?? dash,
    },
    ...(mayExpire
      ? [
          {
            key: 'actions',
            title: t('adminVouchers.columns.actions'),
            actions: true,
            fixed: 'right' as const,
            render: (_: unknown, voucher: DeskVoucher) =>
              expirable(voucher) ? (
                <Button
                  size="small"
                  danger
                  onClick={() => setExpiring(voucher)}
                  aria-label={t('adminVouchers.expire.openNamed', { name: voucher.name, centre: voucher.centreName })}
                >
                  {t('adminVouchers.expire.open')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ]

  return (
    <>
      <ListPage<DeskVoucher, DeskVoucherFilters>
        listKey={VOUCHER_DESK_LIST}
        title={t('adminVouchers.title')}
        label={t('adminVouchers.label')}
        rowKey="voucherId"
        columns={columns}
        load={(query, signal) => fetchDeskVouchers(listBody(query), signal)}
        toFilters={(values) => deskFilters(values) as DeskVoucherFilters}
        emptyText={t('adminVouchers.empty')}
        exportRows={mayExport ? exportVouchers : undefined}
        toolbar={
          mayIssue && (
            <Button type="primary" icon={<GiftOutlined />} onClick={() => setIssuing(true)}>
              {t('adminVouchers.issue.open')}
            </Button>
          )
        }
        filterFields={
          <>
            <Form.Item name="statuses" label={t('adminVouchers.filters.statuses')}>
              <Select
                mode="multiple"
                allowClear
                className="voucher-desk__filter voucher-desk__filter--wide"
                placeholder={t('adminVouchers.filters.anyStatus')}
                options={DESK_STATUSES.map((status) => ({ value: status, label: t(`adminVouchers.status.${deskStatusName(status)}`) }))}
              />
            </Form.Item>
            <Form.Item name="centreId" label={t('adminVouchers.filters.centre')}>
              <CentrePicker width={220} />
            </Form.Item>
            <Form.Item name="voucherType" label={t('adminVouchers.filters.type')}>
              <Select
                allowClear
                className="voucher-desk__filter"
                placeholder={t('adminVouchers.filters.anyType')}
                options={VOUCHER_TYPES.map((type) => ({ value: type, label: t(`adminVouchers.type.${voucherTypeName(type)}`) }))}
              />
            </Form.Item>
            <Form.Item name="useType" label={t('adminVouchers.filters.useType')}>
              <Select
                allowClear
                className="voucher-desk__filter"
                placeholder={t('adminVouchers.filters.anyUseType')}
                options={USE_TYPES.map((useType) => ({ value: useType, label: t(`adminVouchers.useType.${coversName(useType)}`) }))}
              />
            </Form.Item>
            <Form.Item name="keyword" label={t('adminVouchers.filters.keyword')}>
              <Input allowClear maxLength={64} placeholder={t('adminVouchers.filters.keywordPlaceholder')} />
            </Form.Item>
            <Form.Item name="issued" label={t('adminVouchers.filters.issued')}>
              <DatePicker.RangePicker allowEmpty={[true, true]} />
            </Form.Item>
            <Form.Item name="expires" label={t('adminVouchers.filters.expires')}>
              <DatePicker.RangePicker allowEmpty={[true, true]} />
            </Form.Item>
          </>
        }
      />
      <IssueVouchersDialog open={issuing} onClose={() => setIssuing(false)} />
      <ExpireVoucherDialog voucher={expiring} onClose={() => setExpiring(null)} />
    </>
  )
}
