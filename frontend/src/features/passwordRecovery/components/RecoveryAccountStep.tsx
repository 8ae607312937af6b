import MailOutlined from '@ant-design/icons/MailOutlined'
import MobileOutlined from '@ant-design/icons/MobileOutlined'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Segmented from 'antd/es/segmented'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { useAccountBrand } from '@/shared/ui/accountForms/accountBrand'
import type { CaptchaSlot } from '@/shared/ui/accountForms/captchaSlot'
import { codeFailure, type FailureText } from '@/shared/ui/accountForms/codeFailure'
import { FailureAlert } from '@/shared/ui/accountForms/FailureAlert'
import { emailRule, nzMobileRule, requiredRule } from '@/shared/ui/accountForms/rules'

import { useSendResetCode } from '../api/sendResetCode'
import {
  normaliseTarget,
  RECOVERY_PATHS,
  type RecoveryChannel,
  recoveryStore,
  useRecoveryState,
  withTarget,
} from '../lib/recoveryStore'
import { RecoveryFrame } from './RecoveryFrame'

interface AccountValues {
  target: string
  captcha: string
}

/** /forgotPassword1: the account's e-mail or mobile, and the captcha; a code is sent. */
export function RecoveryAccountStep({ captcha }: { captcha: CaptchaSlot }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const saved = useRecoveryState()
  const brand = useAccountBrand()
  const [form] = Form.useForm<AccountValues>()
  const [channel, setChannel] = useState<RecoveryChannel>(saved.channel ?? 'email')
  const send = useSendResetCode()
  const [failure, setFailure] = useState<FailureText | null>(null)

  const refresh = () => {
    form.setFieldValue('captcha', '')
    captcha.reload()
  }

  const switchChannel = (next: RecoveryChannel) => {
    setChannel(next)
    setFailure(null)
    form.setFieldValue('target', saved.channel === next ? (saved.targetInput ?? '') : '')
    form.setFields([{ name: 'target', errors: [] }])
  }

  const submit = ({ target, captcha: answer }: AccountValues) => {
    const normalised = normaliseTarget(channel, target)
    if (send.isPending || !normalised || !captcha.uuid) return
    setFailure(null)
    send.mutate(
      { channel, target: normalised, captcha: answer, uuid: captcha.uuid },
      {
        onSuccess: (sent) => {
          recoveryStore.update((current) => ({
            ...withTarget(current, channel, target.trim(), sent.target),
            resendAt: Date.now() + sent.resendAfterSeconds * 1000,
          }))
          void navigate(RECOVERY_PATHS.code)
        },
        onError: (error) => {
          setFailure(codeFailure(error))
          refresh()
        },
      },
    )
  }

  const isEmail = channel === 'email'

  return (
    <RecoveryFrame step="account" title={t('passwordRecovery.account.title')} subtitle={t('passwordRecovery.account.subtitle')}>
      <Segmented<RecoveryChannel>
        block
        className="recovery-channel"
        value={channel}
        onChange={switchChannel}
        options={[
          { value: 'email', label: t('passwordRecovery.account.byEmail'), icon: <MailOutlined /> },
          { value: 'sms', label: t('passwordRecovery.account.byPhone'), icon: <MobileOutlined /> },
        ]}
      />
      <Form<AccountValues>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        disabled={send.isPending}
        initialValues={{ target: saved.channel === channel ? (saved.targetInput ?? '') : '' }}
        onFinish={submit}
        onValuesChange={() => setFailure(null)}
      >
        <Form.Item
          key={channel}
          name="target"
          label={isEmail ? t('passwordRecovery.account.email') : t('passwordRecovery.account.phone')}
          rules={
            isEmail
              ? [requiredRule(t('passwordRecovery.account.emailRequired')), emailRule(t)]
              : [requiredRule(t('passwordRecovery.account.phoneRequired')), nzMobileRule(t)]
          }
          validateTrigger="onBlur"
        >
          {isEmail ? (
            <Input
              prefix={<MailOutlined />}
              type="email"
              autoComplete="username"
              maxLength={254}
              placeholder={brand.emailPlaceholder ?? 'you@yourcentre.co.nz'}
            />
          ) : (
            <Input prefix={<MobileOutlined />} inputMode="tel" autoComplete="tel" maxLength={20} placeholder="021 234 5678" />
          )}
        </Form.Item>
        {captcha.render(refresh)}
        <FailureAlert failure={failure} />
        <Button type="primary" htmlType="submit" block loading={send.isPending} disabled={!captcha.uuid}>
          {t('passwordRecovery.account.send')}
        </Button>
      </Form>
    </RecoveryFrame>
  )
}
