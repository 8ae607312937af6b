import './supportTickets.css'

import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Select from 'antd/es/select'
import App from 'antd/es/app'
import { useTranslation } from 'react-i18next'

import { useSubmitTicket } from '../api/ticketActions'
import type { TicketDetail } from '../api/tickets'
import { TICKET_CATEGORIES } from '../lib/ticketRules'
import { type AttachmentFile, AttachmentUpload, stillUploading, uploadedIds } from './AttachmentUpload'

interface TicketFormValues {
  category?: number
  subject?: string
  description?: string
  attachments?: AttachmentFile[]
}

/** Request Support: category, subject, description and up to 3 attachments. */
export function TicketForm({ onSubmitted }: { onSubmitted: (ticket: TicketDetail) => void }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<TicketFormValues>()
  const submit = useSubmitTicket()

  const finish = (values: TicketFormValues) => {
    const files = values.attachments ?? []
    if (stillUploading(files)) {
      void message.warning(t('supportTickets.upload.wait'))
      return
    }
    submit.mutate(
      {
        category: values.category ?? null,
        subject: values.subject?.trim() ?? null,
        description: values.description?.trim() ?? null,
        fileIds: uploadedIds(files),
      },
      {
        onSuccess: (ticket) => {
          void message.success(t('supportTickets.submit.sent', { ticketNo: ticket.ticketNo }))
          form.resetFields()
          onSubmitted(ticket)
        },
      },
    )
  }

  return (
    <Form<TicketFormValues>
      form={form}
      layout="vertical"
      onFinish={finish}
      className="ticket-form"
      aria-label={t('supportTickets.submit.title')}
    >
      <Form.Item
        name="category"
        label={t('supportTickets.submit.category')}
        rules={[{ required: true, message: t('supportTickets.submit.required.category') }]}
      >
        <Select
          placeholder={t('supportTickets.submit.categoryPlaceholder')}
          options={TICKET_CATEGORIES.map((value) => ({ value, label: t(`supportTickets.category.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="subject"
        label={t('supportTickets.submit.subject')}
        rules={[{ required: true, whitespace: true, message: t('supportTickets.submit.required.subject') }]}
      >
        <Input maxLength={120} showCount placeholder={t('supportTickets.submit.subjectPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('supportTickets.submit.description')}
        rules={[{ required: true, whitespace: true, message: t('supportTickets.submit.required.description') }]}
      >
        <Input.TextArea rows={6} maxLength={5000} showCount placeholder={t('supportTickets.submit.descriptionPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="attachments"
        label={t('supportTickets.submit.attachments')}
        extra={t('supportTickets.submit.attachmentsHelp')}
        valuePropName="value"
      >
        <AttachmentUpload />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        {t('supportTickets.submit.send')}
      </Button>
    </Form>
  )
}
