import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import Select from 'antd/es/select'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { moveJobRecord, type MoveRecordOut } from '../api/deskMove'
import { useMoveTeachers } from '../api/moveTeachers'
import { teacherChoiceLabel } from '../lib/staffActions'

/** How long typing pauses before the teachers are searched. */
const SEARCH_PAUSE_MS = 300

interface MoveRecordDialogProps {
  /** The job record to move and the teacher who has it; null: closed. */
  record: { jobRecordId: number; teacherId: number } | null
  onClose: () => void
  onMoved: (moved: MoveRecordOut) => void
}

interface MoveFields {
  teacherId: number
  reason: string
}

/**
 * Staff give an upcoming job record to another teacher: an approved,
 * switched-on teacher searched by name, e-mail or registration number, and
 * the reason both teachers and the centre will read.
 */
export function MoveRecordDialog({ record, onClose, onMoved }: MoveRecordDialogProps) {
  const { t } = useTranslation()
  const [form] = Form.useForm<MoveFields>()
  const [busy, setBusy] = useState(false)
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  useEffect(() => {
    const pause = window.setTimeout(() => setKeyword(typed.trim()), SEARCH_PAUSE_MS)
    return () => window.clearTimeout(pause)
  }, [typed])
  const teachers = useMoveTeachers(keyword, record !== null)
  const options = (teachers.data?.list ?? [])
    .filter((teacher) => teacher.teacherId !== record?.teacherId)
    .map((teacher) => ({ value: teacher.teacherId, label: teacherChoiceLabel(teacher) }))

  const close = () => {
    setTyped('')
    setKeyword('')
    onClose()
  }

  const submit = async () => {
    if (record === null) return
    const fields = await form.validateFields().catch(() => null)
    // The form shows what is missing.
    if (fields === null) return
    const { teacherId, reason } = fields
    setBusy(true)
    try {
      const moved = await moveJobRecord({ id: record.jobRecordId, teacherId, reason: reason.trim() })
      setTyped('')
      setKeyword('')
      onMoved(moved)
    } catch {
      // The refusal is shown by the API client; the dialog stays open.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      open={record !== null}
      title={t('adminBookings.moveTitle', { id: record?.jobRecordId ?? '' })}
      okText={t('adminBookings.move')}
      okButtonProps={{ loading: busy }}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={close}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="teacherId"
          label={t('adminBookings.moveTeacher')}
          extra={t('adminBookings.moveTeacherHelp')}
          rules={[{ required: true, message: t('adminBookings.moveTeacherRequired') }]}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setTyped }}
            placeholder={t('adminBookings.moveTeacherPlaceholder')}
            loading={teachers.isFetching}
            notFoundContent={teachers.isFetching ? t('adminBookings.moveSearching') : t('adminBookings.moveNoTeacher')}
            options={options}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('adminBookings.moveReason')}
          extra={t('adminBookings.moveReasonHelp')}
          rules={[{ required: true, whitespace: true, message: t('adminBookings.moveReasonRequired') }]}
        >
          <Input maxLength={255} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
