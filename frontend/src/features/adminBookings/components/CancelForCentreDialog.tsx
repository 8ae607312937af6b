import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { cancelForCentre } from '../api/deskCancel'

interface CancelForCentreDialogProps {
  /** The booking to cancel; null: closed. */
  bookingId: number | null
  onClose: () => void
  onCancelled: () => void
}

/** Staff cancel a booking on its centre's behalf: the reason is required and the centre reads it. */
export function CancelForCentreDialog({ bookingId, onClose, onCancelled }: CancelForCentreDialogProps) {
  const { t } = useTranslation()
  const [form] = Form.useForm<{ reason: string }>()
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    if (bookingId === null) return
    const { reason } = await form.validateFields()
    setBusy(true)
    try {
      await cancelForCentre({ bookingId, reason: reason.trim() })
      onCancelled()
    } catch {
      // The refusal is shown by the API client; the dialog stays open.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      open={bookingId !== null}
      title={t('adminBookings.cancelTitle', { id: bookingId ?? '' })}
      okText={t('adminBookings.cancel')}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('adminBookings.cancelReason')}
          rules={[{ required: true, whitespace: true, message: t('adminBookings.cancelReasonRequired') }]}
        >
          <Input maxLength={255} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
