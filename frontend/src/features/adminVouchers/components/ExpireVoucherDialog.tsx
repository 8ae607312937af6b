import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formatMoney } from '@/shared/lib/money'
import { formatInZone } from '@/shared/lib/platformTime'
import { formRefusal } from '@/shared/refusals/formRefusal'

import { useExpireVoucher } from '../api/expireVoucher'
import type { DeskVoucher } from '../api/voucherList'
import { REASON_LENGTH } from '../lib/voucherDeskRules'

/** Expire an active voucher now: the reason is required, kept on the voucher and told to the centre. */
export function ExpireVoucherDialog({ voucher, onClose }: { voucher: DeskVoucher | null; onClose: () => void }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<{ reason: string }>()
  const [failure, setFailure] = useState<string | null>(null)
  const expire = useExpireVoucher()

  const finish = ({ reason }: { reason: string }) => {
    if (!voucher) return
    setFailure(null)
    expire.mutate(
      { voucherId: voucher.voucherId, reason: reason.trim() },
      {
        onSuccess: (ended) => {
          void message.success(t('adminVouchers.expire.done', { name: ended.name }))
          onClose()
        },
        onError: (error) => {
          const refusal = formRefusal(error, ['reason'] as const)
          if (refusal.field) form.setFields([{ name: refusal.field, errors: [refusal.text] }])
          else setFailure(refusal.text)
        },
      },
    )
  }

  return (
    <Modal
      open={voucher !== null}
      title={voucher ? t('adminVouchers.expire.title', { name: voucher.name }) : ''}
      okText={t('adminVouchers.expire.submit')}
      okButtonProps={{ danger: true }}
      cancelText={t('adminVouchers.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={expire.isPending}
      destroyOnHidden
      afterOpenChange={(opened) => {
        if (!opened) setFailure(null)
      }}
    >
      {voucher && (
        <Form<{ reason: string }>
          key={voucher.voucherId}
          form={form}
          layout="vertical"
          onFinish={finish}
          onValuesChange={() => setFailure(null)}
          aria-label={t('adminVouchers.expire.title', { name: voucher.name })}
        >
          <Typography.Paragraph>
            {t('adminVouchers.expire.summary', {
              centre: voucher.centreName,
              value: formatMoney(voucher.parValue),
              date: formatInZone(voucher.expiresAt, 'YYYY-MM-DD'),
            })}
          </Typography.Paragraph>
          <Form.Item
            name="reason"
            label={t('adminVouchers.expire.reason')}
            extra={t('adminVouchers.expire.reasonHelp')}
            rules={[{ required: true, whitespace: true, message: t('adminVouchers.expire.reasonRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={REASON_LENGTH} showCount />
          </Form.Item>
          {failure && <Alert type="error" showIcon title={failure} />}
        </Form>
      )}
    </Modal>
  )
}
