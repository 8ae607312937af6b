import StarOutlined from '@ant-design/icons/StarOutlined'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Rate from 'antd/es/rate'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formatInZone } from '@/shared/lib/platformTime'
import { type CardColumns, statusColumn } from '@/shared/ui/cardColumns'
import { FIRST_PAGE, type Paging, PagedTable } from '@/shared/ui/PagedTable'

import { type ReviewItem, type ReviewScope, useReviewList } from '../api/reviewList'

const STATUS_COLOURS: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error' }

interface ReviewTableProps {
  scope: ReviewScope
  onReview?: (item: ReviewItem) => void
}

/** Finished jobs still to review, or the reviews given with their status and scores. */
export function ReviewTable({ scope, onReview }: ReviewTableProps) {
  const { t } = useTranslation()
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE)
  const list = useReviewList({ scope, ...paging })
  const pending = scope === 'pending'

  const columns: CardColumns<ReviewItem> = [
    { key: 'teacher', title: t('reviews.columns.teacher'), dataIndex: 'teacherName', card: 'title' },
    {
      key: 'booking',
      title: t('reviews.columns.booking'),
      render: (_, item) => t('reviews.bookingNo', { id: item.bookingId }),
    },
    {
      key: 'date',
      title: t('reviews.columns.date'),
      card: 'lead',
      render: (_, item) => (
        <Flex vertical>
          <span>{dayjs(item.date).format(t('reviews.dateFormat'))}</span>
          <Typography.Text type="secondary" className="review-cell__sub">
            {formatInZone(item.startsAt, 'HH:mm')}–{formatInZone(item.endsAt, 'HH:mm')}
          </Typography.Text>
        </Flex>
      ),
    },
    ...(pending
      ? [
          {
            key: 'actions',
            title: t('reviews.columns.actions'),
            card: 'actions' as const,
            render: (_: unknown, item: ReviewItem) => (
              <Button
                size="small"
                type="primary"
                icon={<StarOutlined />}
                onClick={() => onReview?.(item)}
                aria-label={t('reviews.reviewFor', { name: item.teacherName, date: item.date })}
              >
                {t('reviews.review')}
              </Button>
            ),
          },
        ]
      : [
          {
            key: 'score',
            title: t('reviews.columns.score'),
            render: (_: unknown, item: ReviewItem) =>
              item.score === null ? null : (
                <Flex gap={8} align="center">
                  <Rate disabled allowHalf value={Math.round(Number(item.score) * 2) / 2} />
                  <span>{item.score}</span>
                </Flex>
              ),
          },
          {
            key: 'comment',
            title: t('reviews.columns.comment'),
            render: (_: unknown, item: ReviewItem) =>
              item.comment ? (
                <Typography.Paragraph ellipsis={{ rows: 2, tooltip: item.comment }} className="review-cell__comment">
                  {item.comment}
                </Typography.Paragraph>
              ) : (
                <Typography.Text type="secondary">{t('reviews.noComment')}</Typography.Text>
              ),
          },
          statusColumn(t('reviews.columns.status'), (item: ReviewItem) => (
            <Tag color={STATUS_COLOURS[item.status ?? 0]}>{t(`reviews.status.${item.status ?? 0}`)}</Tag>
          )),
        ]),
  ]

  return (
    <PagedTable<ReviewItem>
      rowKey="jobRecordId"
      columns={columns}
      page={list.data}
      loading={list.isFetching}
      label={pending ? t('reviews.tabs.pending') : t('reviews.tabs.done')}
      emptyText={pending ? t('reviews.emptyPending') : t('reviews.emptyDone')}
      paging={paging}
      onPaging={setPaging}
      sizeChanger
    />
  )
}
