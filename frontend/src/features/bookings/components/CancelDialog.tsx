import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Modal from 'antd/es/modal'
import Select from 'antd/es/select'
import Skeleton from 'antd/es/skeleton'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useCancelBooking } from '../api/cancelBooking'
import { type CancelFee, useCancelFee } from '../api/cancelFee'
import { cancelRequest, cancelStep, canConfirmCancel, feeNotice, reasonProblem } from '../lib/cancellation'
import { money } from '../lib/format'

export interface CancelTarget {
  bookingId: number
  /** One teacher's day; null cancels the whole booking. */
  jobRecordId: number | null
  /** What is being cancelled, in words (the dialog's title). */
  title: string
}

interface CancelDialogProps {
  target: CancelTarget | null
  reasons: { value: string; label: string }[]
  reasonsLoading: boolean
  onClose: () => void
}

interface CancelValues {
  reason?: string
}

const FORM_ID = 'cancelBooking'

function FeeNotice({ fee, onRetry }: { fee: { data?: CancelFee; isPending: boolean; isError: boolean }; onRetry: () => void }) {
  const { t } = useTranslation()
  if (fee.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('bookings.cancel.feeFailed')}
        action={
          <Button size="small" onClick={onRetry}>
            {t('bookings.actions.retry')}
          </Button>
        }
      />
    )
  }
  if (!fee.data) return <Skeleton active title={false} paragraph={{ rows: 2 }} />
  const notice = feeNotice(fee.data)
  return (
    <Alert
      type={notice.tone}
      showIcon
      className="cancel-dialog__fee"
      title={notice.free ? t('bookings.cancel.freeTitle') : t('bookings.cancel.feeTitle', { fee: notice.values.fee })}
      description={t(notice.messageKey, notice.values)}
    />
  )
}

/** The reason form; mounted afresh for each cancellation so nothing carries over. */
function ReasonForm({
  reasons,
  reasonsLoading,
  onFinish,
}: Pick<CancelDialogProps, 'reasons' | 'reasonsLoading'> & { onFinish: (values: CancelValues) => void }) {
  const { t } = useTranslation()
  return (
    <Form<CancelValues> name={FORM_ID} layout="vertical" onFinish={onFinish} className="cancel-dialog__form">
      <Form.Item
        name="reason"
        label={t('bookings.cancel.reason')}
        required
        rules={[
          {
            validator: (_, value: string | undefined) => {
              const problem = reasonProblem(value)
              return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve()
            },
          },
        ]}
      >
        <Select placeholder={t('bookings.cancel.reasonPlaceholder')} options={reasons} loading={reasonsLoading} />
      </Form.Item>
    </Form>
  )
}

/**
 * Cancelling asks for a reason from the spec's list and shows what it costs
 * (the server's figure for now) before the centre confirms.
 */
export function CancelDialog({ target, reasons, reasonsLoading, onClose }: CancelDialogProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const open = target !== null
  // The last target stays on screen while the dialog closes.
  const [shown, setShown] = useState(target)
  if (target && target !== shown) setShown(target)
  const fee = useCancelFee({ bookingId: shown?.bookingId ?? 0, jobRecordId: shown?.jobRecordId ?? null }, open)
  const cancel = useCancelBooking()
  const step = cancelStep({ feeLoading: fee.isPending, feeFailed: fee.isError, sending: cancel.isPending })

  const finish = ({ reason }: CancelValues) => {
    if (!shown || !open || !canConfirmCancel(step)) return
    cancel.mutate(cancelRequest(shown.bookingId, shown.jobRecordId, reason ?? ''), {
      onSuccess: (answer) => {
        void message.success(
          Number(answer.fee) > 0 ? t('bookings.cancel.doneWithFee', { fee: money(answer.fee) }) : t('bookings.cancel.doneFree'),
        )
        onClose()
      },
    })
  }

  return (
    <Modal
      open={open}
      title={shown?.title}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="keep" onClick={onClose} disabled={cancel.isPending}>
          {t('bookings.cancel.keep')}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          danger
          htmlType="submit"
          form={FORM_ID}
          loading={cancel.isPending}
          disabled={!canConfirmCancel(step) && !cancel.isPending}
        >
          {t('bookings.cancel.confirm')}
        </Button>,
      ]}
    >
      {shown && (
        <div className="cancel-dialog" key={`${shown.bookingId}-${shown.jobRecordId ?? 'all'}`}>
          <FeeNotice fee={fee} onRetry={() => void fee.refetch()} />
          <ReasonForm reasons={reasons} reasonsLoading={reasonsLoading} onFinish={finish} />
          <Typography.Text type="secondary">{t('bookings.cancel.teachersTold')}</Typography.Text>
        </div>
      )}
    </Modal>
  )
}
