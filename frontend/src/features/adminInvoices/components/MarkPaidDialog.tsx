import App from 'antd/es/app'
import DatePicker from 'antd/es/date-picker'
import Form from 'antd/es/form'
import Modal from 'antd/es/modal'
import Typography from 'antd/es/typography'
import type { Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'

import { formatMoney } from '@/shared/lib/money'

import { useMarkPaid } from '../api/markPaid'
import { defaultPaymentDay, paymentDayAllowed } from '../lib/invoiceRules'

export interface PayableInvoice {
  id: number
  number: string
  centreName: string
  total: string
  issuedAt: string
}

interface MarkPaidDialogProps {
  invoice: PayableInvoice | null
  /** The platform's now (the totals' `asOf`): the last day a payment can be dated. */
  asOf: string
  onClose: () => void
}

/** Record a payment: the day the money came in, from the invoice's day of issue to today. */
export function MarkPaidDialog({ invoice, asOf, onClose }: MarkPaidDialogProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<{ paidOn: Dayjs }>()
  const pay = useMarkPaid()

  const finish = ({ paidOn }: { paidOn: Dayjs }) => {
    if (!invoice) return
    pay.mutate(
      { invoiceId: invoice.id, paidOn: paidOn.format('YYYY-MM-DD') },
      {
        onSuccess: (paid) => {
          void message.success(t('adminInvoices.paid.done', { number: paid.number }))
          onClose()
        },
      },
    )
  }

  return (
    <Modal
      open={invoice !== null}
      title={invoice ? t('adminInvoices.paid.title', { number: invoice.number }) : ''}
      okText={t('adminInvoices.paid.confirm')}
      cancelText={t('adminInvoices.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pay.isPending}
      destroyOnHidden
    >
      {invoice && (
        <Form<{ paidOn: Dayjs }>
          key={invoice.id}
          form={form}
          layout="vertical"
          initialValues={{ paidOn: defaultPaymentDay(asOf) }}
          onFinish={finish}
          aria-label={t('adminInvoices.paid.title', { number: invoice.number })}
        >
          <Typography.Paragraph>
            {t('adminInvoices.paid.summary', { centre: invoice.centreName, amount: formatMoney(invoice.total) })}
          </Typography.Paragraph>
          <Form.Item
            name="paidOn"
            label={t('adminInvoices.paid.date')}
            extra={t('adminInvoices.paid.dateHelp')}
            rules={[
              { required: true, message: t('adminInvoices.paid.dateRequired') },
              {
                validator: (_, value: Dayjs | null) =>
                  !value || paymentDayAllowed(value, invoice.issuedAt, asOf)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('adminInvoices.paid.dateOutside'))),
              },
            ]}
          >
            <DatePicker
              format="YYYY-MM-DD"
              allowClear={false}
              disabledDate={(day) => !paymentDayAllowed(day, invoice.issuedAt, asOf)}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  )
}
