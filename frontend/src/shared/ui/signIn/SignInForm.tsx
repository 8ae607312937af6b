import LockOutlined from '@ant-design/icons/LockOutlined'
import MailOutlined from '@ant-design/icons/MailOutlined'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Skeleton from 'antd/es/skeleton'
import { useMutation } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CaptchaField } from './CaptchaField'
import { useCaptchaImage } from './captchaImage'
import { type LoginFailure, loginFailure } from './loginFailure'
import type { SignInDetails } from './passwordSignIn'

interface SignInFormValues {
  email: string
  password: string
  captcha?: string
}

interface SignInFormProps<Answer> {
  /** The app's sign-in call. */
  signIn: (details: SignInDetails) => Promise<Answer>
  /** Called with the accepted answer: the app starts its session. */
  onSignedIn: (answer: Answer) => void
  /** Names this form's captcha image in the cache (see captchaImageQueryOptions). */
  captchaOwner: string
  /** The app's class for the captcha image (see CaptchaField). */
  captchaClassName: string
  emailPlaceholder: string
  /** The teacher app on a phone: the e-mail keyboard, and no capital first letters. */
  phoneKeyboard?: boolean
  /** Lines of the placeholder shown while the server says whether a captcha is needed. */
  loadingRows: number
  /** Under the password (the centre portal's password recovery link). */
  belowPassword?: ReactNode
  /** Under the button (the centre portal's sign-up prompt). */
  footer?: ReactNode
}

/** E-mail, password and, when the server asks for it, the captcha: the sign-in of both apps. */
export function SignInForm<Answer>({
  signIn,
  onSignedIn,
  captchaOwner,
  captchaClassName,
  emailPlaceholder,
  phoneKeyboard = false,
  loadingRows,
  belowPassword,
  footer,
}: SignInFormProps<Answer>) {
  const { t } = useTranslation()
  const [form] = Form.useForm<SignInFormValues>()
  const captcha = useCaptchaImage(captchaOwner)
  const login = useMutation({ mutationFn: signIn })
  const [captchaAsked, setCaptchaAsked] = useState(false)
  const [failure, setFailure] = useState<LoginFailure | null>(null)
  const captchaShown = captchaAsked || captcha.data?.required === true
  const noCapitals = phoneKeyboard ? 'off' : undefined

  const refreshCaptcha = () => {
    form.setFieldValue('captcha', '')
    void captcha.refetch()
  }

  const submit = (values: SignInFormValues) => {
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
        onSuccess: (answer) => onSignedIn(answer),
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
  if (captcha.isPending) return <Skeleton active paragraph={{ rows: loadingRows }} />

  return (
    <Form<SignInFormValues>
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
          placeholder={emailPlaceholder}
          autoComplete="username"
          inputMode={phoneKeyboard ? 'email' : undefined}
          autoCapitalize={noCapitals}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={t('login.passwordHint')} autoComplete="current-password" />
      </Form.Item>
      {belowPassword}
      {captchaShown && (
        <CaptchaField
          image={captcha.data}
          loading={captcha.isFetching}
          onRefresh={refreshCaptcha}
          imageClassName={captchaClassName}
          autoCapitalize={noCapitals}
        />
      )}
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
      {footer}
    </Form>
  )
}
