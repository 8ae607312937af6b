import KeyOutlined from '@ant-design/icons/KeyOutlined'
import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import Space from 'antd/es/space'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { usePermission } from '@/shared/authority/permission'

import { setAccountEnabled } from '../api/accountEnabled'
import { type TeacherDetail, useTeacherChange } from '../api/teacherDetail'
import { resetTeacherPassword } from '../api/teacherPassword'

/** Switching the teacher's account off (with the notice they see) or on (account:enable), and a one-time password (teacher:password). */
export function AccountActions({ detail }: { detail: TeacherDetail }) {
  const { t } = useTranslation()
  const { modal, message } = App.useApp()
  const { teacher } = detail
  const maySwitch = usePermission('account:enable')
  const mayReset = usePermission('teacher:password')
  const switchOne = useTeacherChange(teacher.teacherId, setAccountEnabled)
  const reset = useTeacherChange(teacher.teacherId, resetTeacherPassword)
  const [switchingOff, setSwitchingOff] = useState(false)
  const [password, setPassword] = useState<string | null>(null)

  const confirmOn = () =>
    modal.confirm({
      title: t('adminTeachers.account.onTitle'),
      content: t('adminTeachers.account.onText', { name: teacher.name }),
      okText: t('adminTeachers.account.on'),
      cancelText: t('adminTeachers.cancel'),
      onOk: () =>
        switchOne.mutateAsync({ userId: teacher.userId, enabled: true }).then(() => void message.success(t('adminTeachers.account.onDone'))),
    })

  const confirmReset = () =>
    modal.confirm({
      title: t('adminTeachers.account.resetTitle'),
      content: t('adminTeachers.account.resetText', { name: teacher.name }),
      okText: t('adminTeachers.account.reset'),
      cancelText: t('adminTeachers.cancel'),
      onOk: async () => {
        const answer = await reset.mutateAsync(teacher.teacherId)
        setPassword(answer.password)
      },
    })

  if (!maySwitch && !mayReset) return null
  return (
    <>
      <Space size={8}>
        {mayReset && (
          <Button icon={<KeyOutlined />} onClick={confirmReset}>
            {t('adminTeachers.account.reset')}
          </Button>
        )}
        {maySwitch &&
          (teacher.enabled ? (
            <Button danger onClick={() => setSwitchingOff(true)}>
              {t('adminTeachers.account.off')}
            </Button>
          ) : (
            <Button onClick={confirmOn}>{t('adminTeachers.account.on')}</Button>
          ))}
      </Space>
      <SwitchOffDialog
        open={switchingOff}
        name={teacher.name}
        onClose={() => setSwitchingOff(false)}
        onSwitchOff={(notice) =>
          switchOne.mutateAsync({ userId: teacher.userId, enabled: false, notice }).then(() => {
            setSwitchingOff(false)
            void message.success(t('adminTeachers.account.offDone'))
          })
        }
      />
      <Modal
        title={t('adminTeachers.account.passwordTitle')}
        open={password !== null}
        onCancel={() => setPassword(null)}
        footer={
          <Button type="primary" onClick={() => setPassword(null)}>
            {t('adminTeachers.account.passwordDone')}
          </Button>
        }
        destroyOnHidden
      >
        <Typography.Paragraph>{t('adminTeachers.account.passwordFor', { name: teacher.name, email: teacher.email ?? '' })}</Typography.Paragraph>
        <Typography.Paragraph copyable={{ text: password ?? '' }} code style={{ fontSize: 18 }}>
          {password}
        </Typography.Paragraph>
        <Alert type="warning" showIcon title={t('adminTeachers.account.passwordOnce')} />
      </Modal>
    </>
  )
}

function SwitchOffDialog({
  open,
  name,
  onClose,
  onSwitchOff,
}: {
  open: boolean
  name: string
  onClose: () => void
  onSwitchOff: (notice: string) => Promise<unknown>
}) {
  const { t } = useTranslation()
  const [sending, setSending] = useState(false)
  const finish = ({ notice }: { notice: string }) => {
    setSending(true)
    onSwitchOff(notice.trim())
      .catch(() => undefined)
      .finally(() => setSending(false))
  }
  return (
    <Modal
      open={open}
      title={t('adminTeachers.account.offTitle', { name })}
      onCancel={onClose}
      okText={t('adminTeachers.account.off')}
      okButtonProps={{ danger: true, loading: sending, htmlType: 'submit', form: 'teacher-switch-off' }}
      cancelText={t('adminTeachers.cancel')}
      destroyOnHidden
    >
      <Form id="teacher-switch-off" layout="vertical" onFinish={finish}>
        <Form.Item
          name="notice"
          label={t('adminTeachers.account.notice')}
          extra={t('adminTeachers.account.noticeHelp')}
          rules={[{ required: true, whitespace: true, message: t('adminTeachers.account.noticeRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  )
}
