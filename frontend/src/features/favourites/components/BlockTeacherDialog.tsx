import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import { useTranslation } from 'react-i18next'

import { useBlockTeacher } from '../api/blockTeacher'
import { fullName } from '../lib/teacherLabels'

/** The longest reason the server keeps. */
const REASON_MAX = 500

interface BlockTeacherDialogProps {
  /** The teacher to block; the dialog is open while there is one. */
  teacher: { teacherId: number; firstName: string; lastName: string } | null
  onClose: () => void
  onBlocked?: () => void
}

interface BlockValues {
  reason?: string
}

/** Blocks a teacher, with an optional reason, after saying what blocking does. */
export function BlockTeacherDialog({ teacher, onClose, onBlocked }: BlockTeacherDialogProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<BlockValues>()
  const block = useBlockTeacher()
  const name = teacher ? fullName(teacher) : ''

  const submit = (values: BlockValues) => {
    if (!teacher) return
    const reason = values.reason?.trim()
    block.mutate(
      { teacherId: teacher.teacherId, reason: reason || null },
      {
        onSuccess: (answer) => {
          void message.success(
            answer.withdrawnInvites > 0
              ? t('favourites.blockedWithInvites', { name, count: answer.withdrawnInvites })
              : t('favourites.blockedDone', { name }),
          )
          onBlocked?.()
          onClose()
        },
      },
    )
  }

  return (
    <Modal
      open={teacher !== null}
      title={t('favourites.blockTitle', { name })}
      okText={t('favourites.block')}
      okButtonProps={{ danger: true, loading: block.isPending, htmlType: 'submit', form: 'block-teacher' }}
      cancelText={t('favourites.cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('favourites.blockWarning')} className="block-dialog__warning" />
      <Form form={form} id="block-teacher" layout="vertical" onFinish={submit}>
        <Form.Item name="reason" label={t('favourites.blockReason')}>
          <Input.TextArea
            rows={3}
            maxLength={REASON_MAX}
            showCount
            placeholder={t('favourites.blockReasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
