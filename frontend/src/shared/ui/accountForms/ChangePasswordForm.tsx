import LockOutlined from '@ant-design/icons/LockOutlined'
import type { UseMutationResult } from '@tanstack/react-query'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import { useState } from 'react'

import type { components } from '@/shared/api/schema'

import { codeFailure, type FailureText } from './codeFailure'
import { FailureAlert } from './FailureAlert'
import { NewPasswordFields } from './NewPasswordFields'

type PasswordChange = components['schemas']['PasswordChangeIn']

interface PasswordValues {
  oldPassword: string
  newPassword: string
  confirmPassword: string
}

interface ChangePasswordFormProps {
  /** The app's call of POST /api/user/password/change (silent: the form shows the refusal). */
  change: UseMutationResult<unknown, Error, PasswordChange>
  texts: { current: string; currentRequired: string; newPassword: string; submit: string }
  /** The password is changed; the form is emptied. */
  onChanged: () => void
  /** A large submit button across the form (a phone's). */
  block?: boolean
  className?: string
}

/**
 * The current password and a new one, twice ("The two passwords are
 * inconsistent."); the account's other sessions end.
 */
export function ChangePasswordForm({ change, texts, onChanged, block = false, className }: ChangePasswordFormProps) {
  const [form] = Form.useForm<PasswordValues>()
  const [failure, setFailure] = useState<FailureText | null>(null)

  const submit = ({ oldPassword, newPassword }: PasswordValues) => {
    if (change.isPending) return
    setFailure(null)
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          form.resetFields()
          onChanged()
        },
        onError: (error) => setFailure(codeFailure(error)),
      },
    )
  }

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={change.isPending}
      onFinish={submit}
      onValuesChange={() => setFailure(null)}
      className={className}
    >
      <Form.Item name="oldPassword" label={texts.current} rules={[{ required: true, message: texts.currentRequired }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <NewPasswordFields name="newPassword" label={texts.newPassword} />
      <FailureAlert failure={failure} />
      <Button type="primary" htmlType="submit" block={block} size={block ? 'large' : undefined} loading={change.isPending}>
        {texts.submit}
      </Button>
    </Form>
  )
}
