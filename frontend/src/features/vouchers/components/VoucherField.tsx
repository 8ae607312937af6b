import GiftOutlined from '@ant-design/icons/GiftOutlined'
import Form from 'antd/es/form'
import type { FormInstance } from 'antd/es/form'
import Select from 'antd/es/select'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

import { FormSection } from '@/shared/ui/FormSection'

import { useUsableVouchers } from '../api/usableVouchers'
import { voucherUseType } from '../lib/voucherLabels'

export const VOUCHER_FIELD = 'voucherId'

interface VoucherFieldProps {
  /** The booking's qualification (1 qualified, 2 unqualified, 3 newly qualified). */
  qualification: number | undefined
  form: FormInstance
}

function asQualification(value: number | undefined): 1 | 2 | 3 | null {
  return value === 1 || value === 2 || value === 3 ? value : null
}

/**
 * The job-creation form's voucher choice: the centre's active vouchers that
 * fit the booking's qualification. Absent when there is none to choose.
 */
export function VoucherField({ qualification, form }: VoucherFieldProps) {
  const { t } = useTranslation()
  const usable = useUsableVouchers(asQualification(qualification))
  const vouchers = usable.data?.list ?? []
  const chosen = Form.useWatch(VOUCHER_FIELD, { form, preserve: true }) as number | null | undefined

  // A voucher that no longer fits (the qualification changed) is dropped.
  useEffect(() => {
    if (chosen != null && usable.data && !usable.data.list.some((voucher) => voucher.id === chosen)) {
      form.setFieldValue(VOUCHER_FIELD, null)
    }
  }, [chosen, usable.data, form])

  if (vouchers.length === 0) return null
  return (
    <FormSection icon={<GiftOutlined aria-hidden />} title={t('vouchers.field.title')}>
      <Form.Item
        name={VOUCHER_FIELD}
        label={t('vouchers.field.label')}
        extra={t('vouchers.field.hint')}
        preserve
      >
        <Select
          allowClear
          placeholder={t('vouchers.field.placeholder')}
          aria-label={t('vouchers.field.label')}
          options={vouchers.map((voucher) => ({
            value: voucher.id,
            label: t('vouchers.field.option', {
              name: voucher.name,
              amount: voucher.parValue,
              useType: t(`vouchers.useType.${voucherUseType(voucher.useType)}`),
              date: dayjs(voucher.expiresAt).format(t('vouchers.dateFormat')),
            }),
          }))}
        />
      </Form.Item>
      <Typography.Text type="secondary" className="voucher-field__note">
        {t('vouchers.field.note')}
      </Typography.Text>
    </FormSection>
  )
}
