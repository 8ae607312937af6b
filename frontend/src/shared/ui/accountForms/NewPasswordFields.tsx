import LockOutlined from '@ant-design/icons/LockOutlined'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import { useTranslation } from 'react-i18next'

import { requiredRule, samePasswordRule, strongPasswordRule } from './rules'

interface NewPasswordFieldsProps {
  /** The password field's name; the confirmation is `confirmPassword`. */
  name?: string
  label?: string
}

/** A new password and its confirmation (spec section 5: "The two passwords are inconsistent."). */
export function NewPasswordFields({ name = 'password', label }: NewPasswordFieldsProps) {
  const { t } = useTranslation()
  return (
    <>
      <Form.Item
        name={name}
        label={label ?? t('accountForms.password.label')}
        extra={t('accountForms.password.hint')}
        rules={[{ required: true, message: t('accountForms.password.required') }, strongPasswordRule(t)]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('accountForms.password.confirmLabel')}
        dependencies={[name]}
        rules={[requiredRule(t('accountForms.password.confirmRequired')), samePasswordRule(t, name)]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={128} />
      </Form.Item>
    </>
  )
}
