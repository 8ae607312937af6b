import MobileOutlined from '@ant-design/icons/MobileOutlined'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import { useTranslation } from 'react-i18next'

import { nzMobileRule, requiredRule } from '@/shared/ui/accountForms/rules'

/** The New Zealand mobile number a sign-up is for, as a form's `phone` field. */
export function PhoneField({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation()
  return (
    <Form.Item
      name="phone"
      label={t('signup.phone.label')}
      extra={t('signup.phone.hint')}
      rules={[requiredRule(t('signup.phone.required')), nzMobileRule(t)]}
      validateTrigger="onBlur"
    >
      <Input
        prefix={<MobileOutlined />}
        placeholder="021 234 5678"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        autoFocus={autoFocus}
      />
    </Form.Item>
  )
}
