import './accountForms.css'

import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Typography from 'antd/es/typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import type { FailureText } from './codeFailure'
import { useSecondsLeft } from './countdown'
import { FailureAlert } from './FailureAlert'
import { requiredRule, sixDigitCodeRule } from './rules'

interface CodeFormValues {
  code: string
}

interface CodeFormProps {
  /** Where the code went, as the user should recognise it. */
  sentTo: string
  /** When another code may be asked for (milliseconds since the epoch). */
  resendAt: number | null
  verifying: boolean
  resending: boolean
  failure: FailureText | null
  submitText: string
  onVerify: (code: string) => void
  onResend: () => void
  /** Shown under the button (a link to change the number or address). */
  footer?: ReactNode
}

function ResendButton({ resendAt, resending, onResend }: Pick<CodeFormProps, 'resendAt' | 'resending' | 'onResend'>) {
  const { t } = useTranslation()
  const left = useSecondsLeft(resendAt)
  return (
    <Button type="link" size="small" className="code-form__resend" disabled={left > 0} loading={resending} onClick={onResend}>
      {left > 0 ? t('accountForms.code.resendIn', { seconds: left }) : t('accountForms.code.resend')}
    </Button>
  )
}

/** The 6-digit code that was sent, with a countdown until another may be asked for. */
export function CodeForm({ sentTo, resendAt, verifying, resending, failure, submitText, onVerify, onResend, footer }: CodeFormProps) {
  const { t } = useTranslation()
  return (
    <Form<CodeFormValues>
      layout="vertical"
      size="large"
      requiredMark={false}
      disabled={verifying}
      onFinish={(values) => onVerify(values.code.replace(/\s/g, ''))}
    >
      <Typography.Paragraph className="code-form__sent">
        {t('accountForms.code.sentTo')} <Typography.Text strong>{sentTo}</Typography.Text>
      </Typography.Paragraph>
      <Form.Item
        name="code"
        label={t('accountForms.code.label')}
        rules={[requiredRule(t('accountForms.code.required')), sixDigitCodeRule(t)]}
        extra={
          <Flex justify="space-between" align="center" wrap gap={4}>
            <span>{t('accountForms.code.validity')}</span>
            <ResendButton key={resendAt ?? 0} resendAt={resendAt} resending={resending} onResend={onResend} />
          </Flex>
        }
      >
        <Input
          className="code-form__input"
          prefix={<SafetyCertificateOutlined />}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="000000"
          autoFocus
        />
      </Form.Item>
      <FailureAlert failure={failure} />
      <Button type="primary" htmlType="submit" block loading={verifying}>
        {submitText}
      </Button>
      {footer && <div className="code-form__footer">{footer}</div>}
    </Form>
  )
}
