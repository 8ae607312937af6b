import './reviews.css'

import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import Rate from 'antd/es/rate'
import Spin from 'antd/es/spin'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { isApiError } from '@/shared/api/ApiError'

import type { ReviewItem } from '../api/reviewList'
import { useReviewQuestions } from '../api/reviewQuestions'
import { useSubmitReview } from '../api/submitReview'
import { answersOf, questionText, type Scores, unanswered } from '../lib/reviewAnswers'

const COMMENT_MAX = 1000

interface ReviewValues {
  scores?: Scores
  comment?: string
}

interface ReviewDialogProps {
  /** The finished job to review; the dialog is open while there is one. */
  item: ReviewItem | null
  onClose: () => void
}

/** Every review question as 1 to 5 stars, and an optional comment. */
export function ReviewDialog({ item, onClose }: ReviewDialogProps) {
  const { t, i18n } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<ReviewValues>()
  const questions = useReviewQuestions()
  const submit = useSubmitReview()
  const [incomplete, setIncomplete] = useState(false)
  const ids = (questions.data?.list ?? []).map((question) => question.id)

  const close = () => {
    submit.reset()
    setIncomplete(false)
    onClose()
  }

  const send = (values: ReviewValues) => {
    if (!item) return
    const scores = values.scores ?? {}
    const missing = unanswered(ids, scores)
    setIncomplete(missing.length > 0)
    if (missing.length > 0) {
      form.setFields(missing.map((id) => ({ name: ['scores', id], errors: [t('reviews.errors.answer')] })))
      return
    }
    const comment = values.comment?.trim()
    submit.mutate(
      { jobRecordId: item.jobRecordId, answers: answersOf(ids, scores), comment: comment || null },
      {
        onSuccess: () => {
          void message.success(t('reviews.sent'))
          close()
        },
      },
    )
  }

  return (
    <Modal
      open={item !== null}
      title={
        item
          ? t('reviews.dialogTitle', { name: item.teacherName, date: dayjs(item.date).format(t('reviews.dateFormat')) })
          : ''
      }
      okText={t('reviews.submit')}
      cancelText={t('reviews.cancel')}
      okButtonProps={{ htmlType: 'submit', form: 'review-form', loading: submit.isPending }}
      onCancel={close}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      width={560}
    >
      {questions.isLoading ? (
        <Spin />
      ) : (
        <Form
          form={form}
          id="review-form"
          layout="vertical"
          onFinish={send}
          onValuesChange={() => setIncomplete(false)}
        >
          {(questions.data?.list ?? []).map((question) => (
            <Form.Item
              key={question.id}
              name={['scores', question.id]}
              label={questionText(question, i18n.language)}
              className="review-form__question"
            >
              <Rate aria-label={questionText(question, i18n.language)} />
            </Form.Item>
          ))}
          <Form.Item name="comment" label={t('reviews.comment')}>
            <Input.TextArea rows={3} maxLength={COMMENT_MAX} showCount placeholder={t('reviews.commentPlaceholder')} />
          </Form.Item>
        </Form>
      )}
      {incomplete && <Alert type="error" showIcon title={t('reviews.errors.fillAll')} />}
      {submit.error && (
        <Alert
          type="error"
          showIcon
          className="review-form__error"
          title={isApiError(submit.error) ? submit.error.msg : t('reviews.errors.failed')}
        />
      )}
    </Modal>
  )
}
