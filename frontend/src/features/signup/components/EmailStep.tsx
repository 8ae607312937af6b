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
import { SIGNUP_PATHS } from '../lib/signupSteps'
import { signupStore, useSignupState, withEmail } from '../lib/signupStore'
import { SignupFrame } from './SignupFrame'

interface EmailValues {
  email: string
  password: string
  confirmPassword: string
}

/**
 * /email: the e-mail address the centre signs in with and its password. The
 * code goes out with the phone's ticket (no captcha: the phone was just
 * verified); a code sent to the same address a moment ago is not sent again.
 */
export function EmailStep() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const state = useSignupState()
  const send = useSendEmailCode()
  const [failure, setFailure] = useState<FailureText | null>(null)
  const savedPassword = signupStore.password() ?? ''

  const submit = ({ email, password }: EmailValues) => {
    if (send.isPending) return
    const address = email.trim().toLowerCase()
    const current = signupStore.get()
    signupStore.setPassword(password)
    const alreadySent = current.email === address && (current.emailTicket || (current.emailResendAt ?? 0) > Date.now())
    if (alreadySent) {
      void navigate(SIGNUP_PATHS.emailCode)
      return
    }
    const phoneTicket = current.phoneTicket
    if (!phoneTicket) return
    setFailure(null)
    send.mutate(
      { email: address, phoneTicket },
      {
        onSuccess: (sent) => {
          signupStore.update((latest) => ({
            ...withEmail(latest, sent.target),
            emailResendAt: Date.now() + sent.resendAfterSeconds * 1000,
          }))
          void navigate(SIGNUP_PATHS.emailCode)
        },
        onError: (error) => setFailure(codeFailure(error, { channel: 'email' })),
      },
    )
  }

  return (
    <SignupFrame step="email" title={t('signup.email.title')} subtitle={t('signup.email.subtitle')}>
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
          extra={t('signup.email.hint')}
          rules={[requiredRule(t('signup.email.required')), emailRule(t)]}
          validateTrigger="onBlur"
        >
          <Input prefix={<MailOutlined />} type="email" autoComplete="email" maxLength={254} placeholder="you@yourcentre.co.nz" />
        </Form.Item>
        <NewPasswordFields />
        <FailureAlert failure={failure} />
        <Button type="primary" htmlType="submit" block loading={send.isPending}>
          {t('signup.email.send')}
        </Button>
      </Form>
    </SignupFrame>
  )
}
