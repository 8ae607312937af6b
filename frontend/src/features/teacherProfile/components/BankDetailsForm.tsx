import BankOutlined from '@ant-design/icons/BankOutlined'
import Button from 'antd/es/button'
import Col from 'antd/es/col'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Row from 'antd/es/row'
import Select from 'antd/es/select'
import Skeleton from 'antd/es/skeleton'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { checkRule, requiredRule } from '@/shared/ui/accountForms/rules'

import { type BankDetails, useBankDetails } from '../api/bankDetails'
import { useUpdateBankDetails } from '../api/updateBankDetails'
import { bankAccountOf, irdNumberOf, TAX_CODES } from '../lib/bankRules'

interface BankValues {
  bankAccountName: string
  bankAccountNumber: string
  taxNumber: string
  taxCode: string | undefined
}

interface BankDetailsFormProps {
  onSaved: (details: BankDetails) => void
  submitText?: string
  /** A second button beside the submit (Skip for now, Cancel). */
  secondary?: ReactNode
}

function valuesOf(details: BankDetails): BankValues {
  return {
    bankAccountName: details.bankAccountName ?? '',
    bankAccountNumber: details.bankAccountNumber ?? '',
    taxNumber: details.taxNumber ?? '',
    taxCode: details.taxCode ?? undefined,
  }
}

/** Where the teacher is paid (a New Zealand bank account) and how they are taxed (IRD number, tax code). */
export function BankDetailsForm({ onSaved, submitText, secondary }: BankDetailsFormProps) {
  const { t } = useTranslation()
  const current = useBankDetails()
  const update = useUpdateBankDetails()

  if (current.isPending) return <Skeleton active />

  const submit = (values: BankValues) => {
    update.mutate(
      {
        bankAccountName: values.bankAccountName.trim(),
        bankAccountNumber: values.bankAccountNumber,
        taxNumber: values.taxNumber,
        taxCode: values.taxCode ?? '',
      },
      { onSuccess: onSaved },
    )
  }

  return (
    <Form<BankValues>
      layout="vertical"
      requiredMark={false}
      disabled={update.isPending}
      initialValues={current.data ? valuesOf(current.data) : undefined}
      onFinish={submit}
    >
      <Form.Item
        name="bankAccountName"
        label={t('teacherProfile.bank.accountName')}
        rules={[requiredRule(t('teacherProfile.bank.accountNameRequired'))]}
      >
        <Input maxLength={128} autoComplete="cc-name" />
      </Form.Item>
      <Form.Item
        name="bankAccountNumber"
        label={t('teacherProfile.bank.accountNumber')}
        extra={t('teacherProfile.bank.accountNumberHint')}
        validateTrigger="onBlur"
        rules={[
          requiredRule(t('teacherProfile.bank.accountNumberRequired')),
          checkRule(bankAccountOf, t('teacherProfile.bank.accountNumberInvalid')),
        ]}
      >
        <Input prefix={<BankOutlined />} inputMode="numeric" maxLength={22} placeholder="12-3456-1234567-00" />
      </Form.Item>
      <Form.Item
        name="taxNumber"
        label={t('teacherProfile.bank.irdNumber')}
        extra={t('teacherProfile.bank.irdNumberHint')}
        validateTrigger="onBlur"
        rules={[
          requiredRule(t('teacherProfile.bank.irdNumberRequired')),
          checkRule(irdNumberOf, t('teacherProfile.bank.irdNumberInvalid')),
        ]}
      >
        <Input inputMode="numeric" maxLength={11} placeholder="123-456-789" />
      </Form.Item>
      <Form.Item
        name="taxCode"
        label={t('teacherProfile.bank.taxCode')}
        extra={t('teacherProfile.bank.taxCodeHint')}
        rules={[{ required: true, message: t('teacherProfile.bank.taxCodeRequired') }]}
      >
        <Select
          options={TAX_CODES.map((code) => ({ value: code, label: code }))}
          placeholder={t('teacherProfile.bank.taxCodePlaceholder')}
          aria-label={t('teacherProfile.bank.taxCode')}
          showSearch
        />
      </Form.Item>
      <Row gutter={12}>
        {secondary && <Col span={12}>{secondary}</Col>}
        <Col span={secondary ? 12 : 24}>
          <Button type="primary" htmlType="submit" block size="large" loading={update.isPending}>
            {submitText ?? t('teacherProfile.save')}
          </Button>
        </Col>
      </Row>
    </Form>
  )
}
