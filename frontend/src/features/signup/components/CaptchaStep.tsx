import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'

import { formatNzMobile } from '@/shared/lib/validators'
import type { CaptchaSlot } from '@/shared/ui/accountForms/captchaSlot'
import { codeFailure, type FailureText } from '@/shared/ui/accountForms/codeFailure'
import { FailureAlert } from '@/shared/ui/accountForms/FailureAlert'

import { useSendPhoneCode } from '../api/sendSignupCode'
import { SIGNUP_PATHS } from '../lib/signupSteps'
import { signupStore, useSignupState } from '../lib/signupStore'
import { SignupFrame } from './SignupFrame'

interface CaptchaValues {
  captcha: string
}

/** /loginGraphicalCode: the graphical captcha, then the SMS code is sent. */
export function CaptchaStep({ captcha }: { captcha: CaptchaSlot }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [form] = Form.useForm<CaptchaValues>()
  const state = useSignupState()
  const send = useSendPhoneCode()
  const [failure, setFailure] = useState<FailureText | null>(null)
  const phone = state.phone ?? ''

  const refresh = () => {
    form.setFieldValue('captcha', '')
    captcha.reload()
  }

  const submit = ({ captcha: answer }: CaptchaValues) => {
    if (send.isPending || !captcha.uuid) return
    setFailure(null)
    send.mutate(
      { phone, captcha: answer, uuid: captcha.uuid },
      {
        onSuccess: (sent) => {
          signupStore.update((current) => ({
            ...current,
            phone: sent.target,
            phoneResendAt: Date.now() + sent.resendAfterSeconds * 1000,
          }))
          void navigate(SIGNUP_PATHS.phoneCode)
        },
        onError: (error) => {
          setFailure(codeFailure(error, { channel: 'sms' }))
          // A captcha answer is single use, whatever the refusal.
          refresh()
        },
      },
    )
  }

  return (
    <SignupFrame step="captcha" title={t('signup.captcha.title')} subtitle={t('signup.captcha.subtitle')}>
      <Typography.Paragraph>
        {t('signup.captcha.sendTo')} <Typography.Text strong>{formatNzMobile(phone)}</Typography.Text>{' '}
        <Link to={SIGNUP_PATHS.phone}>{t('signup.captcha.change')}</Link>
      </Typography.Paragraph>
      <Form<CaptchaValues>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        disabled={send.isPending}
        onFinish={submit}
        onValuesChange={() => setFailure(null)}
      >
        {captcha.render(refresh)}
        <FailureAlert failure={failure} />
        <Button type="primary" htmlType="submit" block loading={send.isPending} disabled={!captcha.uuid}>
          {t('signup.captcha.send')}
        </Button>
      </Form>
      {state.phoneResendAt && (
        <Typography.Paragraph className="signup-aside">
          <Link to={SIGNUP_PATHS.phoneCode}>{t('signup.captcha.haveCode')}</Link>
        </Typography.Paragraph>
      )}
    </SignupFrame>
  )
}
