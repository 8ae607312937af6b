import CheckCircleTwoTone from '@ant-design/icons/CheckCircleTwoTone'
import ExclamationCircleTwoTone from '@ant-design/icons/ExclamationCircleTwoTone'
import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { usePermission } from '@/shared/authority/permission'

import { decideApproval } from '../api/teacherApproval'
import { type TeacherDetail, useTeacherChange } from '../api/teacherDetail'
import { APPROVAL, vettingChoices } from '../lib/teacherRules'

/** The vetting checklist and, with teacher:vet, the decisions: approve, reject with a reason, back to pending. */
export function VettingTab({ detail }: { detail: TeacherDetail }) {
  const { t } = useTranslation()
  const { message, modal } = App.useApp()
  const mayVet = usePermission('teacher:vet')
  const { teacher, profile } = detail
  const decide = useTeacherChange(teacher.teacherId, decideApproval)
  const [rejecting, setRejecting] = useState(false)
  const done = (approval: number) => void message.success(t(`adminTeachers.vetting.done.${approval}`, { name: teacher.name }))

  const choose = (approval: number) => {
    if (approval === APPROVAL.rejected) {
      setRejecting(true)
    } else if (approval === APPROVAL.pending) {
      modal.confirm({
        title: t('adminTeachers.vetting.pendingTitle'),
        content: t('adminTeachers.vetting.pendingText', { name: teacher.name }),
        okText: t('adminTeachers.vetting.decide.0'),
        cancelText: t('adminTeachers.cancel'),
        onOk: () => decide.mutateAsync({ teacherId: teacher.teacherId, approval }).then(() => done(approval)),
      })
    } else {
      decide.mutate({ teacherId: teacher.teacherId, approval }, { onSuccess: () => done(approval) })
    }
  }

  return (
    <Flex vertical gap={16}>
      {teacher.approval === APPROVAL.rejected && profile.rejectionReason && (
        <Alert type="error" showIcon title={t('adminTeachers.vetting.rejectedBecause', { reason: profile.rejectionReason })} />
      )}
      <Card size="small" title={t('adminTeachers.vetting.checklist')}>
        <Flex vertical gap={8} role="list" aria-label={t('adminTeachers.vetting.checklist')}>
          {detail.checklist.map((line) => (
            <Flex key={line.item} role="listitem" justify="space-between" gap={12} wrap>
              <Flex gap={8} align="center">
                {line.problem ? <ExclamationCircleTwoTone twoToneColor="#faad14" /> : <CheckCircleTwoTone twoToneColor="#52c41a" />}
                <span>{t(`adminTeachers.items.${line.item}`, { defaultValue: line.item })}</span>
              </Flex>
              <Typography.Text type={line.problem ? 'warning' : 'secondary'}>
                {line.problem ? t(`adminTeachers.vetting.problems.${line.problem}`) : t('adminTeachers.vetting.ok')}
                {line.note ? ` — ${line.note}` : ''}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      </Card>
      {mayVet && (
        <Flex gap={8} wrap>
          {vettingChoices(teacher.approval).map((approval) => (
            <Button
              key={approval}
              type={approval === APPROVAL.approved ? 'primary' : 'default'}
              danger={approval === APPROVAL.rejected}
              loading={decide.isPending && decide.variables?.approval === approval}
              onClick={() => choose(approval)}
            >
              {t(`adminTeachers.vetting.decide.${approval}`)}
            </Button>
          ))}
        </Flex>
      )}
      <RejectDialog
        open={rejecting}
        name={teacher.name}
        onClose={() => setRejecting(false)}
        onReject={(reason) =>
          decide.mutateAsync({ teacherId: teacher.teacherId, approval: APPROVAL.rejected, reason }).then(() => {
            setRejecting(false)
            done(APPROVAL.rejected)
          })
        }
      />
    </Flex>
  )
}

function RejectDialog({
  open,
  name,
  onClose,
  onReject,
}: {
  open: boolean
  name: string
  onClose: () => void
  onReject: (reason: string) => Promise<unknown>
}) {
  const { t } = useTranslation()
  const [form] = Form.useForm<{ reason: string }>()
  const [sending, setSending] = useState(false)
  const finish = ({ reason }: { reason: string }) => {
    setSending(true)
    onReject(reason.trim())
      .catch(() => undefined)
      .finally(() => setSending(false))
  }
  return (
    <Modal
      open={open}
      title={t('adminTeachers.vetting.rejectTitle', { name })}
      onCancel={onClose}
      okText={t('adminTeachers.vetting.decide.2')}
      okButtonProps={{ danger: true, loading: sending, htmlType: 'submit', form: 'teacher-reject' }}
      cancelText={t('adminTeachers.cancel')}
      destroyOnHidden
    >
      <Form form={form} id="teacher-reject" layout="vertical" onFinish={finish}>
        <Form.Item
          name="reason"
          label={t('adminTeachers.vetting.reason')}
          extra={t('adminTeachers.vetting.reasonHelp')}
          rules={[{ required: true, whitespace: true, message: t('adminTeachers.vetting.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  )
}
