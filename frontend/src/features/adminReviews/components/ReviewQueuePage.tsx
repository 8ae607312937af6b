import App from 'antd/es/app'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Select from 'antd/es/select'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { usePermission } from '@/shared/authority/permission'
import { formatInZone } from '@/shared/lib/platformTime'
import { listBody, ListPage } from '@/shared/ui/listPage/ListPage'
import type { ListColumn } from '@/shared/ui/listPage/columns'

import { useDecideReview } from '../api/decideReview'
import { fetchStaffReviews, REVIEW_QUEUE_LIST, type StaffReview, type StaffReviewFilters } from '../api/reviewList'
import { decisionsFor, REVIEW_STATUSES, reviewFilters, reviewStatusName } from '../lib/reviewRules'
import { DisapproveDialog } from './DisapproveDialog'

const COLOURS = { waiting: 'gold', approved: 'green', disapproved: 'red' } as const

/** Users › Reviews (/users/reviews): the centres' reviews waiting for approval, approved and disapproved. */
export function ReviewQueuePage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const mayDecide = usePermission('review:decide')
  const decide = useDecideReview()
  const [disapproving, setDisapproving] = useState<StaffReview | null>(null)

  const approve = (review: StaffReview) =>
    decide.mutate(
      { reviewId: review.reviewId, approve: true },
      { onSuccess: () => void message.success(t('adminReviews.approved')) },
    )

  const columns: ListColumn<StaffReview>[] = [
    { key: 'reviewedAt', title: t('adminReviews.columns.reviewedAt'), render: (_, r) => formatInZone(r.reviewedAt, 'YYYY-MM-DD HH:mm') },
    { key: 'centreName', title: t('adminReviews.columns.centre') },
    { key: 'teacherName', title: t('adminReviews.columns.teacher') },
    { key: 'date', title: t('adminReviews.columns.jobDate') },
    { key: 'score', title: t('adminReviews.columns.score'), align: 'right', render: (_, r) => r.score ?? '—' },
    {
      key: 'comment',
      title: t('adminReviews.columns.comment'),
      width: 280,
      render: (_, r) => (r.comment ? <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }}>{r.comment}</Typography.Paragraph> : '—'),
    },
    {
      key: 'status',
      title: t('adminReviews.columns.status'),
      render: (_, r) => {
        const name = reviewStatusName(r.status)
        return <Tag color={COLOURS[name]}>{t(`adminReviews.status.${name}`)}</Tag>
      },
    },
    { key: 'reason', title: t('adminReviews.columns.reason'), render: (_, r) => r.reason ?? '—' },
    { key: 'decidedAt', title: t('adminReviews.columns.decidedAt'), defaultHidden: true, render: (_, r) => (r.decidedAt ? formatInZone(r.decidedAt, 'YYYY-MM-DD HH:mm') : '—') },
    ...(mayDecide
      ? [
          {
            key: 'actions',
            title: t('adminReviews.columns.actions'),
            actions: true,
            fixed: 'right' as const,
            render: (_: unknown, r: StaffReview) => {
              const offered = decisionsFor(r.status)
              return (
                <Flex gap={8}>
                  {offered.approve && (
                    <Button size="small" type="primary" onClick={() => approve(r)} loading={decide.isPending && decide.variables?.reviewId === r.reviewId}>
                      {t('adminReviews.approve')}
                    </Button>
                  )}
                  {offered.disapprove && (
                    <Button size="small" danger onClick={() => setDisapproving(r)}>
                      {t('adminReviews.disapprove')}
                    </Button>
                  )}
                </Flex>
              )
            },
          },
        ]
      : []),
  ]

  return (
    <>
      <ListPage<StaffReview, StaffReviewFilters>
        listKey={REVIEW_QUEUE_LIST}
        title={t('adminReviews.title')}
        label={t('adminReviews.label')}
        rowKey="reviewId"
        columns={columns}
        load={(query, signal) => fetchStaffReviews(listBody(query), signal)}
        initialValues={{ status: 0 }}
        toFilters={(values) => reviewFilters(values) as StaffReviewFilters}
        emptyText={t('adminReviews.empty')}
        filterFields={
          <>
            <Form.Item name="status" label={t('adminReviews.columns.status')}>
              <Select
                style={{ minWidth: 180 }}
                options={[
                  { value: 'all', label: t('adminReviews.status.all') },
                  ...REVIEW_STATUSES.map((value) => ({ value, label: t(`adminReviews.status.${reviewStatusName(value)}`) })),
                ]}
              />
            </Form.Item>
            <Form.Item name="keyword" label={t('adminReviews.keyword')}>
              <Input allowClear maxLength={100} placeholder={t('adminReviews.keywordPlaceholder')} />
            </Form.Item>
          </>
        }
      />
      <DisapproveDialog review={disapproving} onClose={() => setDisapproving(null)} />
    </>
  )
}
