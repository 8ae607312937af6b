import MobileOutlined from '@ant-design/icons/MobileOutlined'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { normaliseNzMobile } from '@/shared/lib/validators'
import { nzMobileRule, requiredRule } from '@/shared/ui/accountForms/rules'

import { SIGNUP_PATHS } from '../lib/signupSteps'
import { signupStore, useSignupState, withPhone } from '../lib/signupStore'
import { SignupFrame } from './SignupFrame'

interface PhoneValues {
  phone: string
}

/** /mobilePhone: the centre's New Zealand mobile number. */
export function PhoneStep() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const state = useSignupState()

  const next = ({ phone }: PhoneValues) => {
    const normalised = normaliseNzMobile(phone)
    if (!normalised) return
    signupStore.update((current) => withPhone(current, phone.trim(), normalised))
    void navigate(SIGNUP_PATHS.captcha)
  }

  return (
    <SignupFrame step="phone" title={t('signup.phone.title')} subtitle={t('signup.phone.subtitle')}>
      <Form<PhoneValues>
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ phone: state.phoneInput ?? '' }}
        onFinish={next}
      >
        <Form.Item
          name="phone"
          label={t('signup.phone.label')}
          extra={t('signup.phone.hint')}
          rules={[requiredRule(t('signup.phone.required')), nzMobileRule(t)]}
          validateTrigger="onBlur"
        >
          <Input prefix={<MobileOutlined />} placeholder="021 234 5678" inputMode="tel" autoComplete="tel" maxLength={20} autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          {t('signup.next')}
        </Button>
      </Form>
    </SignupFrame>
  )
}
