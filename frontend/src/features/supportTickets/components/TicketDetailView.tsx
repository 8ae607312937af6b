import './supportTickets.css'

import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Descriptions from 'antd/es/descriptions'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Popconfirm from 'antd/es/popconfirm'
import Result from 'antd/es/result'
import Skeleton from 'antd/es/skeleton'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'

import { useCloseTicket, useReopenTicket, useReplyTicket } from '../api/ticketActions'
import { type TicketDetail, useTicketDetail } from '../api/tickets'
import { mayClose, mayReopen, mayReply } from '../lib/ticketRules'
import { type AttachmentFile, AttachmentUpload, stillUploading, uploadedIds } from './AttachmentUpload'
import { TicketStatusTag } from './TicketStatusTag'
import { TicketThread } from './TicketThread'

interface ReplyValues {
  body?: string
  attachments?: AttachmentFile[]
}

function ReplyBox({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<ReplyValues>()
  const reply = useReplyTicket()

  const finish = (values: ReplyValues) => {
    const files = values.attachments ?? []
    if (stillUploading(files)) {
      void message.warning(t('supportTickets.upload.wait'))
      return
    }
    reply.mutate(
      { ticketNo: ticket.ticketNo, body: values.body?.trim() ?? null, fileIds: uploadedIds(files) },
      {
        onSuccess: () => {
          void message.success(t('supportTickets.detail.sent'))
          form.resetFields()
        },
      },
    )
  }

  return (
    <Form<ReplyValues> form={form} layout="vertical" onFinish={finish} aria-label={t('supportTickets.detail.reply')}>
      <Form.Item
        name="body"
        label={t('supportTickets.detail.reply')}
        rules={[{ required: true, whitespace: true, message: t('supportTickets.detail.replyRequired') }]}
      >
        <Input.TextArea rows={4} maxLength={5000} showCount placeholder={t('supportTickets.detail.replyPlaceholder')} />
      </Form.Item>
      <Form.Item name="attachments" extra={t('supportTickets.submit.attachmentsHelp')}>
        <AttachmentUpload />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={reply.isPending}>
        {t('supportTickets.detail.send')}
      </Button>
    </Form>
  )
}

/** Ticket Detail: the ticket, its thread, the reply box, and Close or Reopen where they apply. */
export function TicketDetailView({ ticketNo, onBack }: { ticketNo: string; onBack: () => void }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const detail = useTicketDetail(ticketNo)
  const close = useCloseTicket()
  const reopen = useReopenTicket()
  const ticket = detail.data

  if (detail.isError) {
    return (
      <Result
        status="404"
        title={t('supportTickets.detail.notFound')}
        extra={<Button onClick={onBack}>{t('supportTickets.detail.back')}</Button>}
      />
    )
  }
  if (!ticket) return <Skeleton active />

  const actions = (
    <Flex gap={8}>
      {mayReopen(ticket.status) && (
        <Button
          type="primary"
          loading={reopen.isPending}
          onClick={() =>
            reopen.mutate(ticket.ticketNo, {
              onSuccess: () => void message.success(t('supportTickets.detail.reopened')),
            })
          }
        >
          {t('supportTickets.detail.reopen')}
        </Button>
      )}
      {mayClose(ticket.status) && (
        <Popconfirm
          title={t('supportTickets.detail.closeTitle')}
          description={t('supportTickets.detail.closeConfirm')}
          onConfirm={() =>
            close.mutateAsync(ticket.ticketNo).then(() => {
              void message.success(t('supportTickets.detail.closed'))
            })
          }
        >
          <Button danger>{t('supportTickets.detail.close')}</Button>
        </Popconfirm>
      )}
    </Flex>
  )

  return (
    <Flex vertical gap={16}>
      <Card
        variant="borderless"
        title={
          <Flex gap={8} align="center" wrap>
            <span>{ticket.ticketNo}</span>
            <TicketStatusTag status={ticket.status} />
          </Flex>
        }
        extra={actions}
      >
        <Typography.Title level={5}>{ticket.subject}</Typography.Title>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          items={[
            {
              key: 'category',
              label: t('supportTickets.detail.category'),
              children: t(`supportTickets.category.${ticket.category}`),
            },
            {
              key: 'created',
              label: t('supportTickets.detail.createdAt'),
              children: dayjs(ticket.createdAt).format(t('supportTickets.dateTimeFormat')),
            },
            {
              key: 'updated',
              label: t('supportTickets.detail.updatedAt'),
              children: dayjs(ticket.updatedAt).format(t('supportTickets.dateTimeFormat')),
            },
          ]}
        />
      </Card>
      <Card variant="borderless" title={t('supportTickets.detail.thread')}>
        <TicketThread messages={ticket.messages} />
      </Card>
      <Card variant="borderless">
        {ticket.status === 3 && (
          <Alert type="warning" showIcon title={t('supportTickets.detail.waitingHint')} className="ticket-detail__hint" />
        )}
        {mayReply(ticket.status) ? (
          <ReplyBox ticket={ticket} />
        ) : (
          <Alert
            type="info"
            showIcon
            title={t('supportTickets.detail.endedHint', { status: t(`supportTickets.statusWord.${ticket.status}`) })}
          />
        )}
      </Card>
    </Flex>
  )
}
