import { ReviewQueuePage } from '@/features/adminReviews/components/ReviewQueuePage'

/** Users › Reviews (/users/reviews): the approval queue of the centres' reviews. */
export default function ReviewsPage() {
  return <ReviewQueuePage />
}
