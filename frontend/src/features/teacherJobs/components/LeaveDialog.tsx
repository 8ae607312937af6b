import './jobs.css'

import Alert from 'antd/es/alert'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { LEAVE_REASON_MAX } from '../lib/jobStatus'

interface LeaveDialogProps {
  open: boolean
  /** The centre and day, as the dialog names them. */
  centre: string
  day: string
  submitting: boolean
  onCancel: () => void
  onConfirm: (reason: string) => void
}

interface LeaveValues {
  reason: string
}

/** Asks for the reason and confirms: leave cannot be taken back, the day goes back to matching. */
export function LeaveDialog({ open, centre, day, submitting, onCancel, onConfirm }: LeaveDialogProps) {
  const { t } = useTranslation()
  const [form] = Form.useForm<LeaveValues>()

  return (
    <Modal
      open={open}
      title={t('teacherJobs.leave.title')}
      okText={t('teacherJobs.leave.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: submitting }}
      cancelButtonProps={{ disabled: submitting }}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      centered
      maskClosable={!submitting}
    >
      <Typography.Paragraph>{t('teacherJobs.leave.intro', { centre, day })}</Typography.Paragraph>
      <Alert type="warning" showIcon title={t('teacherJobs.leave.warning')} className="teacher-leave__warning" />
      <Form<LeaveValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => onConfirm(values.reason.trim())}
        disabled={submitting}
      >
        <Form.Item
          name="reason"
          label={t('teacherJobs.leave.reason')}
          rules={[
            { required: true, whitespace: true, message: t('teacherJobs.leave.reasonRequired') },
            { max: LEAVE_REASON_MAX, message: t('teacherJobs.leave.reasonTooLong', { max: LEAVE_REASON_MAX }) },
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={LEAVE_REASON_MAX}
            showCount
            placeholder={t('teacherJobs.leave.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
