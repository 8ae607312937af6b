import LockOutlined from '@ant-design/icons/LockOutlined'
import MailOutlined from '@ant-design/icons/MailOutlined'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Skeleton from 'antd/es/skeleton'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useCaptchaImage } from '../api/captchaImage'
import { type TeacherLoginAnswer, useTeacherLogin } from '../api/teacherLogin'
import { type LoginFailure, loginFailure } from '../lib/loginFailure'
import { sessionUserOf, teacherSession } from '../lib/teacherSession'
import { CaptchaField } from './CaptchaField'

interface LoginFormValues {
  email: string
  password: string
  captcha?: string
}

interface TeacherLoginFormProps {
  /** Called once the session has started. */
  onSignedIn: (answer: TeacherLoginAnswer) => void
}

/** E-mail, password and, when the server asks for it, the captcha (the centre sign-in's rules). */
export function TeacherLoginForm({ onSignedIn }: TeacherLoginFormProps) {
  const { t } = useTranslation()
  const [form] = Form.useForm<LoginFormValues>()
  const captcha = useCaptchaImage()
  const login = useTeacherLogin()
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
          teacherSession.start(answer.token, sessionUserOf(answer.teacher))
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
  if (captcha.isPending) return <Skeleton active paragraph={{ rows: 4 }} />

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
        <Input
          prefix={<MailOutlined />}
          placeholder={t('teacherSession.emailExample')}
          autoComplete="username"
          inputMode="email"
          autoCapitalize="off"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={t('login.passwordHint')} autoComplete="current-password" />
      </Form.Item>
      {captchaShown && <CaptchaField image={captcha.data} loading={captcha.isFetching} onRefresh={refreshCaptcha} />}
      {failure && (
        <Form.Item>
          <Alert type="error" showIcon title={failure.text ?? t(failure.messageKey ?? 'request.failed')} />
        </Form.Item>
      )}
      <Form.Item noStyle>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  )
}
