import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'

import { normaliseNzMobile } from '@/shared/lib/validators'
import type { CaptchaSlot } from '@/shared/ui/accountForms/captchaSlot'
import { codeFailure, type FailureText } from '@/shared/ui/accountForms/codeFailure'
import { FailureAlert } from '@/shared/ui/accountForms/FailureAlert'

import { useSendPhoneCode } from '../api/sendSignupCode'
import type { SignupFlow } from '../lib/signupFlow'
import { type SignupContacts, useSignupState, withPhone } from '../lib/signupState'
import { PhoneField } from './PhoneField'

interface SmsValues {
  phone?: string
  captcha: string
}

interface SmsCodeFormProps<S extends SignupContacts, Request, Answer> {
  flow: SignupFlow<S, Request, Answer>
  captcha: CaptchaSlot
  /** The number is typed in this form (the teacher's), not on a step before (the centre's). */
  askPhone?: boolean
}

/**
 * The graphical captcha (proof that a person asks), then the SMS code is sent
 * to the mobile and the code step opens; a link leads there when a code was
 * sent before.
 */
export function SmsCodeForm<S extends SignupContacts, Request, Answer>({
  flow,
  captcha,
  askPhone = false,
}: SmsCodeFormProps<S, Request, Answer>) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [form] = Form.useForm<SmsValues>()
  const { store, paths } = flow
  const state = useSignupState(store)
  const send = useSendPhoneCode()
  const [failure, setFailure] = useState<FailureText | null>(null)

  const refresh = () => {
    form.setFieldValue('captcha', '')
    captcha.reload()
  }

  const submit = ({ phone: typed = '', captcha: answer }: SmsValues) => {
    // The number typed here, or the one chosen on the step before.
    const input = askPhone ? typed.trim() : (state.phoneInput ?? '')
    const phone = askPhone ? normaliseNzMobile(typed) : (state.phone ?? '')
    if (send.isPending || !phone || !captcha.uuid) return
    setFailure(null)
    send.mutate(
      { phone, captcha: answer, uuid: captcha.uuid },
      {
        onSuccess: (sent) => {
          store.update((current) => ({
            ...withPhone(current, input, sent.target),
            phoneResendAt: Date.now() + sent.resendAfterSeconds * 1000,
          }))
          void navigate(paths.phoneCode)
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
    <>
      <Form<SmsValues>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        disabled={send.isPending}
        initialValues={askPhone ? { phone: state.phoneInput ?? '' } : undefined}
        onFinish={submit}
        onValuesChange={() => setFailure(null)}
      >
        {askPhone && <PhoneField />}
        {captcha.render(refresh)}
        <FailureAlert failure={failure} />
        <Button type="primary" htmlType="submit" block loading={send.isPending} disabled={!captcha.uuid}>
          {t('signup.captcha.send')}
        </Button>
      </Form>
      {state.phoneResendAt && state.phone && (
        <Typography.Paragraph className="signup-aside">
          <Link to={paths.phoneCode}>{t('signup.captcha.haveCode')}</Link>
        </Typography.Paragraph>
      )}
    </>
  )
}
