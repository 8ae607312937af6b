import './jobOffers.css'

import TeamOutlined from '@ant-design/icons/TeamOutlined'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Popconfirm from 'antd/es/popconfirm'
import Select from 'antd/es/select'
import Typography from 'antd/es/typography'
import App from 'antd/es/app'
import dayjs from 'dayjs'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { actionsColumn, type CardColumns, statusColumn } from '@/shared/ui/cardColumns'
import { type Paging, PagedTable } from '@/shared/ui/PagedTable'

import { useCloseOffer } from '../api/closeOffer'
import { type JobOffer, useOfferList } from '../api/offers'
import { rateRangeText } from '../lib/offerRules'
import { OfferStatusTag } from './OfferTags'

interface OffersTableProps {
  onOpenApplicants: (offer: JobOffer) => void
  emptyAction?: ReactNode
}

/** The centre's job offers, newest first, with their status and applicant counts. */
export function OffersTable({ onOpenApplicants, emptyAction }: OffersTableProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [paging, setPaging] = useState<Paging>({ pageNo: 1, pageSize: 10 })
  const [status, setStatus] = useState<number | null>(null)
  const list = useOfferList({ ...paging, status })
  const close = useCloseOffer()
  const date = (value: string) => dayjs(value).format(t('jobOffers.dateFormat'))

  const columns: CardColumns<JobOffer> = [
    {
      key: 'title',
      title: t('jobOffers.columns.title'),
      card: 'title',
      render: (_, offer) => (
        <Flex vertical>
          <Typography.Text strong>{offer.title}</Typography.Text>
          <Typography.Text type="secondary" ellipsis className="offer-table__description">
            {offer.description}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'workType', title: t('jobOffers.columns.workType'), render: (_, o) => t(`jobOffers.workType.${o.workType}`) },
    {
      key: 'rate',
      title: t('jobOffers.columns.rateRange'),
      render: (_, o) => t('jobOffers.rateRange', { range: rateRangeText(o.rateRange) }),
    },
    {
      key: 'dates',
      title: t('jobOffers.columns.dates'),
      render: (_, o) => `${date(o.startsOn)} – ${o.endsOn ? date(o.endsOn) : t('jobOffers.noEnd')}`,
    },
    { key: 'expires', title: t('jobOffers.columns.expiresOn'), render: (_, o) => date(o.expiresOn) },
    statusColumn(t('jobOffers.columns.status'), (o) => <OfferStatusTag status={o.status} />),
    {
      key: 'applicants',
      title: t('jobOffers.columns.applicants'),
      render: (_, o) => (
        <Flex vertical>
          <span>
            {o.applicantCount === 1
              ? t('jobOffers.oneApplicant')
              : t('jobOffers.applicantCount', { count: o.applicantCount })}
          </span>
          {o.shortlistedCount > 0 && (
            <Typography.Text type="secondary">
              {t('jobOffers.shortlistedCount', { count: o.shortlistedCount })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    actionsColumn(t('jobOffers.columns.actions'), (offer) => (
      <Flex gap={6} wrap>
        <Button size="small" type="primary" ghost icon={<TeamOutlined />} onClick={() => onOpenApplicants(offer)}>
          {t('jobOffers.viewApplicants')}
        </Button>
        {offer.status === 1 && (
          <Popconfirm
            title={t('jobOffers.closeConfirmTitle')}
            description={t('jobOffers.closeConfirm')}
            onConfirm={() =>
              close.mutateAsync(offer.id).then(() => {
                void message.success(t('jobOffers.closed'))
              })
            }
          >
            <Button size="small" danger>
              {t('jobOffers.close')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
    )),
  ]

  return (
    <Flex vertical gap={12}>
      <Select<number | null>
        className="offer-table__filter"
        value={status}
        onChange={(value) => {
          setStatus(value)
          setPaging({ ...paging, pageNo: 1 })
        }}
        aria-label={t('jobOffers.columns.status')}
        options={[
          { value: null, label: t('jobOffers.status.all') },
          ...[1, 2, 3, 4].map((value) => ({ value, label: t(`jobOffers.status.${value}`) })),
        ]}
      />
      <PagedTable<JobOffer>
        rowKey="id"
        columns={columns}
        page={list.data}
        loading={list.isFetching}
        label={t('jobOffers.listLabel')}
        emptyText={t('jobOffers.empty')}
        emptyAction={emptyAction}
        paging={paging}
        onPaging={setPaging}
      />
    </Flex>
  )
}
