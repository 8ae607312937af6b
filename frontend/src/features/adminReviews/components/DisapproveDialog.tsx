import App from 'antd/es/app'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import { useTranslation } from 'react-i18next'

import { useDecideReview } from '../api/decideReview'
import type { StaffReview } from '../api/reviewList'
import { REASON_LIMIT, reasonOf } from '../lib/reviewRules'

/** Disapprove a review: the reason is required and kept with the decision. */
export function DisapproveDialog({ review, onClose }: { review: StaffReview | null; onClose: () => void }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<{ reason: string }>()
  const decide = useDecideReview()

  const finish = ({ reason }: { reason: string }) => {
    if (!review) return
    decide.mutate(
      { reviewId: review.reviewId, approve: false, reason: reasonOf(reason) },
      {
        onSuccess: () => {
          void message.success(t('adminReviews.disapproved'))
          onClose()
        },
      },
    )
  }

  return (
    <Modal
      open={review !== null}
      title={review ? t('adminReviews.disapproveTitle', { teacher: review.teacherName }) : ''}
      okText={t('adminReviews.disapprove')}
      okButtonProps={{ danger: true }}
      cancelText={t('adminReviews.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={decide.isPending}
      destroyOnHidden
    >
      {review && (
        <Form<{ reason: string }> key={review.reviewId} form={form} layout="vertical" onFinish={finish}>
          <Form.Item
            name="reason"
            label={t('adminReviews.reason')}
            extra={t('adminReviews.reasonHelp')}
            rules={[{ required: true, whitespace: true, message: t('adminReviews.reasonRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={REASON_LIMIT} showCount />
          </Form.Item>
        </Form>
      )}
    </Modal>
  )
}
