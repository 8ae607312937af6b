import LockOutlined from '@ant-design/icons/LockOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'

import { useAddTicketNote } from '../api/addTicketNote'
import type { TicketNote } from '../api/staffTickets'

/**
 * The ticket's internal notes: staff only, kept apart from the thread (the
 * server never returns them to the centre), shown on a yellow panel with a
 * lock so nobody takes them for the conversation.
 */
export function InternalNotes({ ticketNo, notes, mayWrite }: { ticketNo: string; notes: TicketNote[]; mayWrite: boolean }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<{ body?: string }>()
  const add = useAddTicketNote()
  const when = (value: string) => dayjs(value).format(t('supportTickets.dateTimeFormat'))

  return (
    <section className="ticket-notes" aria-label={t('supportTickets.notes.title')}>
      <Flex gap={8} align="center" className="ticket-notes__head">
        <LockOutlined />
        <Typography.Text strong>{t('supportTickets.notes.title')}</Typography.Text>
        <Typography.Text type="secondary">{t('supportTickets.notes.hint')}</Typography.Text>
      </Flex>
      {notes.length === 0 ? (
        <Typography.Text type="secondary">{t('supportTickets.notes.empty')}</Typography.Text>
      ) : (
        <ul className="ticket-notes__list">
          {notes.map((note) => (
            <li key={note.id} className="ticket-notes__note" aria-label={t('supportTickets.notes.by', { name: note.authorName })}>
              <Typography.Text type="secondary" className="ticket-notes__meta">
                {note.authorName} · {when(note.createdAt)}
              </Typography.Text>
              <Typography.Paragraph className="ticket-message__text">{note.body}</Typography.Paragraph>
            </li>
          ))}
        </ul>
      )}
      {mayWrite && (
        <Form
          form={form}
          name="ticketNote"
          layout="vertical"
          onFinish={(values) =>
            add.mutate(
              { ticketNo, body: values.body?.trim() ?? null },
              {
                onSuccess: () => {
                  void message.success(t('supportTickets.notes.added'))
                  form.resetFields()
                },
              },
            )
          }
        >
          <Form.Item
            name="body"
            label={t('supportTickets.notes.add')}
            rules={[{ required: true, whitespace: true, message: t('supportTickets.notes.required') }]}
          >
            <Input.TextArea rows={2} maxLength={5000} placeholder={t('supportTickets.notes.placeholder')} />
          </Form.Item>
          <Button htmlType="submit" loading={add.isPending}>
            {t('supportTickets.notes.save')}
          </Button>
        </Form>
      )}
    </section>
  )
}
