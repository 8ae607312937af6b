import './supportTickets.css'

import DownOutlined from '@ant-design/icons/DownOutlined'
import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Descriptions from 'antd/es/descriptions'
import Divider from 'antd/es/divider'
import Drawer from 'antd/es/drawer'
import Dropdown from 'antd/es/dropdown'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Skeleton from 'antd/es/skeleton'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'

import { usePermission } from '@/shared/authority/permission'
import { useWindowWidth } from '@/shared/lib/viewport'

import { uploadStaffAttachment, useSetTicketStatus, useStaffReply, useStaffTicket } from '../api/staffTickets'
import type { StaffTicketDetail as TicketDetail } from '../api/staffTickets'
import { staffMayReply, staffStatusChoices } from '../lib/ticketRules'
import { AssignMenu } from './AssignMenu'
import { type AttachmentFile, AttachmentUpload, stillUploading, uploadedIds } from './AttachmentUpload'
import { InternalNotes } from './InternalNotes'
import { statusLabelKey, TicketStatusTag } from './TicketStatusTag'
import { TicketThread } from './TicketThread'

const DRAWER_WIDTH = 760
const CLOSED = 7

interface ReplyValues {
  body?: string
  attachments?: AttachmentFile[]
}

function StaffReplyBox({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<ReplyValues>()
  const reply = useStaffReply()

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
          void message.success(t('supportTickets.desk.sent'))
          form.resetFields()
        },
      },
    )
  }

  return (
    <Form<ReplyValues> form={form} layout="vertical" onFinish={finish} aria-label={t('supportTickets.desk.reply')}>
      <Form.Item
        name="body"
        label={t('supportTickets.desk.reply')}
        extra={t('supportTickets.desk.replyHelp')}
        rules={[{ required: true, whitespace: true, message: t('supportTickets.detail.replyRequired') }]}
      >
        <Input.TextArea rows={4} maxLength={5000} showCount placeholder={t('supportTickets.desk.replyPlaceholder')} />
      </Form.Item>
      <Form.Item name="attachments" extra={t('supportTickets.submit.attachmentsHelp')}>
        <AttachmentUpload upload={uploadStaffAttachment} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={reply.isPending}>
        {t('supportTickets.detail.send')}
      </Button>
    </Form>
  )
}

/** Change status: the states staff may set, asked once more before the ticket is closed. */
function StatusMenu({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation()
  const { message, modal } = App.useApp()
  const setStatus = useSetTicketStatus()

  const apply = (status: number) =>
    setStatus.mutateAsync({ ticketNo: ticket.ticketNo, status }).then(() => {
      void message.success(t('supportTickets.desk.statusSet', { status: t(statusLabelKey(status, 'staff')) }))
    })

  const choose = (status: number) => {
    if (status === CLOSED) {
      modal.confirm({
        title: t('supportTickets.desk.closeTitle', { ticketNo: ticket.ticketNo }),
        content: t('supportTickets.desk.closeConfirm'),
        okText: t('supportTickets.desk.closeOk'),
        okButtonProps: { danger: true },
        onOk: () => apply(status),
      })
    } else {
      void apply(status).catch(() => undefined)
    }
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: staffStatusChoices(ticket.status).map((status) => ({
          key: String(status),
          label: <TicketStatusTag status={status} audience="staff" />,
        })),
        onClick: ({ key }) => choose(Number(key)),
      }}
    >
      <Button loading={setStatus.isPending}>
        <Flex gap={6} align="center">
          {t('supportTickets.desk.changeStatus')}
          <DownOutlined />
        </Flex>
      </Button>
    </Dropdown>
  )
}

function TicketBody({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation()
  const mayReply = usePermission('ticket:reply')
  const mayChangeStatus = usePermission('ticket:status')
  const when = (value: string) => dayjs(value).format(t('supportTickets.dateTimeFormat'))

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={5} className="support-desk__subject">
          {ticket.subject}
        </Typography.Title>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'centre', label: t('supportTickets.desk.centre'), children: ticket.centreName ?? '—' },
            {
              key: 'category',
              label: t('supportTickets.detail.category'),
              children: t(`supportTickets.category.${ticket.category}`),
            },
            {
              key: 'assignee',
              label: t('supportTickets.desk.assignee'),
              children: ticket.assigneeName ?? t('supportTickets.desk.nobody'),
            },
            { key: 'created', label: t('supportTickets.detail.createdAt'), children: when(ticket.createdAt) },
            { key: 'updated', label: t('supportTickets.detail.updatedAt'), children: when(ticket.updatedAt) },
            ...(ticket.closedAt
              ? [{ key: 'closed', label: t('supportTickets.desk.closedAt'), children: when(ticket.closedAt) }]
              : []),
          ]}
        />
      </div>
      <Divider titlePlacement="start" plain className="support-desk__divider">
        {t('supportTickets.detail.thread')}
      </Divider>
      <TicketThread messages={ticket.messages} audience="staff" />
      {mayReply && (
        <>
          <Divider className="support-desk__divider" />
          {staffMayReply(ticket.status) ? (
            <StaffReplyBox ticket={ticket} />
          ) : (
            <Alert
              type="info"
              showIcon
              title={mayChangeStatus ? t('supportTickets.desk.closedHint') : t('supportTickets.desk.closedHintNoStatus')}
            />
          )}
        </>
      )}
      <InternalNotes ticketNo={ticket.ticketNo} notes={ticket.notes} mayWrite={mayReply} />
    </Flex>
  )
}

/** A ticket on the support desk: its details, the conversation, a reply (ticket:reply) and its state (ticket:status). */
export function StaffTicketDrawer({ ticketNo, onClose }: { ticketNo: string | null; onClose: () => void }) {
  const width = useWindowWidth()
  return (
    <Drawer
      open={ticketNo !== null}
      size={Math.min(DRAWER_WIDTH, width)}
      onClose={onClose}
      destroyOnHidden
      title={ticketNo ? <DrawerTitle ticketNo={ticketNo} /> : null}
      extra={ticketNo ? <DrawerExtra ticketNo={ticketNo} /> : null}
    >
      {ticketNo && <DrawerContent ticketNo={ticketNo} onClose={onClose} />}
    </Drawer>
  )
}

function DrawerTitle({ ticketNo }: { ticketNo: string }) {
  const ticket = useStaffTicket(ticketNo).data
  return (
    <Flex gap={8} align="center" wrap>
      <span className="support-desk__number">{ticketNo}</span>
      {ticket && <TicketStatusTag status={ticket.status} audience="staff" />}
    </Flex>
  )
}

function DrawerExtra({ ticketNo }: { ticketNo: string }) {
  const ticket = useStaffTicket(ticketNo).data
  const mayChangeStatus = usePermission('ticket:status')
  const mayAssign = usePermission('ticket:assign')
  if (!ticket) return null
  return (
    <Flex gap={8}>
      {mayAssign && <AssignMenu ticketNo={ticket.ticketNo} assigneeId={ticket.assigneeId} />}
      {mayChangeStatus && <StatusMenu ticket={ticket} />}
    </Flex>
  )
}

function DrawerContent({ ticketNo, onClose }: { ticketNo: string; onClose: () => void }) {
  const { t } = useTranslation()
  const detail = useStaffTicket(ticketNo)
  if (detail.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('supportTickets.desk.loadFailed')}
        action={
          <Flex gap={8}>
            <Button size="small" onClick={() => void detail.refetch()}>
              {t('supportTickets.desk.retry')}
            </Button>
            <Button size="small" onClick={onClose}>
              {t('supportTickets.desk.closeDrawer')}
            </Button>
          </Flex>
        }
      />
    )
  }
  if (!detail.data) return <Skeleton active paragraph={{ rows: 8 }} />
  return <TicketBody ticket={detail.data} />
}
