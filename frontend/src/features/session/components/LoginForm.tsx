import LockOutlined from '@ant-design/icons/LockOutlined'
import MailOutlined from '@ant-design/icons/MailOutlined'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Skeleton from 'antd/es/skeleton'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { session } from '@/shared/session/sessionStore'

import { useCaptchaImage } from '../api/captchaImage'
import { type PasswordLoginAnswer, usePasswordLogin } from '../api/passwordLogin'
import { type LoginFailure, loginFailure } from '../lib/loginFailure'
import { CaptchaField } from './CaptchaField'

interface LoginFormValues {
  email: string
  password: string
  captcha?: string
}

interface LoginFormProps {
  /** Called once the session has started. */
  onSignedIn: (answer: PasswordLoginAnswer) => void
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation()
  const [form] = Form.useForm<LoginFormValues>()
  const captcha = useCaptchaImage()
  const login = usePasswordLogin()
  const [captchaAsked, setCaptchaAsked] = useState(false)
  const [failure, setFailure] = useState<LoginFailure | null>(null)
  const captchaShown = captchaAsked || captcha.data?.required === true

  const refreshCaptcha = () => {
    form.setFieldValue('captcha', '')
    void captcha.refetch()
  }

  const submit = (values: LoginFormValues) => {
    if (login.isPending) return
    setFailure(null)
    login.mutate(
      {
        email: values.email,
        password: values.password,
        captcha: captchaShown ? values.captcha : '',
        uuid: captchaShown ? captcha.data?.uuid : '',
      },
      {
        onSuccess: (answer) => {
          session.start(answer.token, answer.user)
          onSignedIn(answer)
        },
        onError: (error) => {
          const outcome = loginFailure(error, captchaShown)
          setFailure(outcome)
          if (outcome.needsCaptcha) {
            setCaptchaAsked(true)
            refreshCaptcha()
          }
        },
      },
    )
  }

  // The form appears once the server has said whether a captcha is needed.
  if (captcha.isPending) return <Skeleton active paragraph={{ rows: 5 }} />

  return (
    <Form<LoginFormValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => setFailure(null)}
      disabled={login.isPending}
    >
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[
          { required: true, whitespace: true, message: t('login.emailRequired') },
          { type: 'email', message: t('login.emailInvalid') },
        ]}
      >
        <Input prefix={<MailOutlined />} placeholder={t('login.emailExample')} autoComplete="username" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordHint')}
          autoComplete="current-password"
        />
      </Form.Item>
      <Flex justify="end" style={{ marginTop: -16, marginBottom: 16 }}>
        <Link to="/forgotPassword1">{t('passwordRecovery.loginLink')}</Link>
      </Flex>
      {captchaShown && (
        <CaptchaField image={captcha.data} loading={captcha.isFetching} onRefresh={refreshCaptcha} />
      )}
      {failure && (
        <Form.Item>
          <Alert
            type="error"
            showIcon
            title={failure.text ?? t(failure.messageKey ?? 'request.failed')}
          />
        </Form.Item>
      )}
      <Form.Item noStyle>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Form.Item>
      <Flex justify="center" gap={4} wrap style={{ marginTop: 16 }}>
        <span>{t('signup.loginPrompt')}</span>
        <Link to="/signUp">{t('signup.loginLink')}</Link>
      </Flex>
    </Form>
  )
}
