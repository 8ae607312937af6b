import LockOutlined from '@ant-design/icons/LockOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { codeFailure, type FailureText } from '@/shared/ui/accountForms/codeFailure'
import { FailureAlert } from '@/shared/ui/accountForms/FailureAlert'
import { NewPasswordFields } from '@/shared/ui/accountForms/NewPasswordFields'

import { useChangePassword } from '../api/changePassword'

interface ChangePasswordValues {
  oldPassword: string
  newPassword: string
  confirmPassword: string
}

/** The current password and a new one with its confirmation; other sessions end. */
export function ChangePasswordCard({ id }: { id?: string }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<ChangePasswordValues>()
  const change = useChangePassword()
  const [failure, setFailure] = useState<FailureText | null>(null)

  const submit = ({ oldPassword, newPassword }: ChangePasswordValues) => {
    if (change.isPending) return
    setFailure(null)
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          form.resetFields()
          void message.success(t('personalCenter.password.changed'))
        },
        onError: (error) => setFailure(codeFailure(error)),
      },
    )
  }

  return (
    <Card title={t('personalCenter.password.title')} id={id}>
      <Form<ChangePasswordValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={change.isPending}
        onFinish={submit}
        onValuesChange={() => setFailure(null)}
        className="profile-password"
      >
        <Form.Item
          name="oldPassword"
          label={t('personalCenter.password.current')}
          rules={[{ required: true, message: t('personalCenter.password.currentRequired') }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <NewPasswordFields name="newPassword" label={t('personalCenter.password.new')} />
        <FailureAlert failure={failure} />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('personalCenter.password.submit')}
        </Button>
      </Form>
      <p className="profile-password__note">{t('personalCenter.password.note')}</p>
    </Card>
  )
}
