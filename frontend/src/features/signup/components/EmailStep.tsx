import MailOutlined from '@ant-design/icons/MailOutlined'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { codeFailure, type FailureText } from '@/shared/ui/accountForms/codeFailure'
import { FailureAlert } from '@/shared/ui/accountForms/FailureAlert'
import { NewPasswordFields } from '@/shared/ui/accountForms/NewPasswordFields'
import { emailRule, requiredRule } from '@/shared/ui/accountForms/rules'

import { useSendEmailCode } from '../api/sendSignupCode'
import type { SignupFlow } from '../lib/signupFlow'
import { type SignupContacts, useSignupState, withEmail } from '../lib/signupState'

interface EmailValues {
  email: string
  password: string
  confirmPassword: string
}

/**
 * The e-mail address the new account signs in with and its password. The
 * code goes out with the mobile's ticket (no second captcha: the mobile was
 * just verified); a code sent to the same address a moment ago is not sent
 * again.
 */
export function EmailStep<S extends SignupContacts, Request, Answer>({ flow }: { flow: SignupFlow<S, Request, Answer> }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { store, Frame, paths } = flow
  const state = useSignupState(store)
  const send = useSendEmailCode()
  const [failure, setFailure] = useState<FailureText | null>(null)
  const savedPassword = store.password() ?? ''

  const submit = ({ email, password }: EmailValues) => {
    if (send.isPending) return
    const address = email.trim().toLowerCase()
    const current = store.get()
    store.setPassword(password)
    const alreadySent = current.email === address && (current.emailTicket || (current.emailResendAt ?? 0) > Date.now())
    if (alreadySent) {
      void navigate(paths.emailCode)
      return
    }
    const phoneTicket = current.phoneTicket
    if (!phoneTicket) return
    setFailure(null)
    send.mutate(
      { email: address, phoneTicket },
      {
        onSuccess: (sent) => {
          store.update((latest) => ({
            ...withEmail(latest, sent.target),
            emailResendAt: Date.now() + sent.resendAfterSeconds * 1000,
          }))
          void navigate(paths.emailCode)
        },
        onError: (error) => setFailure(codeFailure(error, { channel: 'email' })),
      },
    )
  }

  return (
    <Frame step="email" title={t(flow.email.titleKey)} subtitle={t(flow.email.subtitleKey)}>
      <Form<EmailValues>
        layout="vertical"
        size="large"
        requiredMark={false}
        disabled={send.isPending}
        initialValues={{ email: state.email ?? '', password: savedPassword, confirmPassword: savedPassword }}
        onFinish={submit}
        onValuesChange={() => setFailure(null)}
      >
        <Form.Item
          name="email"
          label={t('signup.email.label')}
          extra={t(flow.email.hintKey)}
          rules={[requiredRule(t('signup.email.required')), emailRule(t)]}
          validateTrigger="onBlur"
        >
          <Input prefix={<MailOutlined />} type="email" autoComplete="email" maxLength={254} placeholder={flow.email.placeholder} />
        </Form.Item>
        <NewPasswordFields />
        <FailureAlert failure={failure} />
        <Button type="primary" htmlType="submit" block loading={send.isPending}>
          {t('signup.email.send')}
        </Button>
      </Form>
    </Frame>
  )
}
