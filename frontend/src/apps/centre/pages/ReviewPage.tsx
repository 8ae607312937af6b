import Card from 'antd/es/card'
import Tabs from 'antd/es/tabs'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

import type { ReviewItem } from '@/features/reviews/api/reviewList'
import { ReviewDialog } from '@/features/reviews/components/ReviewDialog'
import { ReviewTable } from '@/features/reviews/components/ReviewTable'

/** Billing / Review: finished jobs to review, and the reviews given. */
export default function ReviewPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab') === 'done' ? 'done' : 'pending'
  const [reviewing, setReviewing] = useState<ReviewItem | null>(null)

  return (
    <>
      <Card variant="borderless" title={t('reviews.title')}>
        <Typography.Paragraph type="secondary">{t('reviews.intro')}</Typography.Paragraph>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'done' ? { tab: 'done' } : {}, { replace: true })}
          items={[
            {
              key: 'pending',
              label: t('reviews.tabs.pending'),
              children: <ReviewTable scope="pending" onReview={setReviewing} />,
            },
            { key: 'done', label: t('reviews.tabs.done'), children: <ReviewTable scope="done" /> },
          ]}
        />
      </Card>
      <ReviewDialog item={reviewing} onClose={() => setReviewing(null)} />
    </>
  )
}
