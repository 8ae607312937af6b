import './supportTickets.css'

import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined'
import HomeOutlined from '@ant-design/icons/HomeOutlined'
import Avatar from 'antd/es/avatar'
import Flex from 'antd/es/flex'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'

import type { TicketMessage } from '../api/tickets'
import { AttachmentLinks } from './AttachmentLinks'
import type { TicketAudience } from './TicketStatusTag'

function Message({ message, audience }: { message: TicketMessage; audience: TicketAudience }) {
  const { t } = useTranslation()
  // The centre reads its own messages as "You" and staff's as "Relief support";
  // staff read every message under its author's name (the centre's, or the staff member's).
  const author =
    audience === 'staff'
      ? message.authorName
      : message.fromStaff
        ? t('supportTickets.detail.support')
        : t('supportTickets.detail.you')
  return (
    <Flex
      gap={12}
      className={message.fromStaff ? 'ticket-message ticket-message--staff' : 'ticket-message'}
      role="article"
      aria-label={author}
    >
      <Avatar
        icon={message.fromStaff ? <CustomerServiceOutlined /> : <HomeOutlined />}
        className={message.fromStaff ? 'ticket-message__avatar--staff' : undefined}
      />
      <Flex vertical gap={4} className="ticket-message__body">
        <Flex gap={8} align="baseline" wrap>
          <Typography.Text strong>
            {message.fromStaff && audience !== 'staff' ? t('supportTickets.detail.support') : message.authorName}
          </Typography.Text>
          <Typography.Text type="secondary">
            {dayjs(message.createdAt).format(t('supportTickets.dateTimeFormat'))}
          </Typography.Text>
        </Flex>
        <Typography.Paragraph className="ticket-message__text">{message.body}</Typography.Paragraph>
        <AttachmentLinks attachments={message.attachments} />
      </Flex>
    </Flex>
  )
}

/** A ticket's conversation, oldest first: the centre's messages and support's answers with their attachments. */
export function TicketThread({
  messages,
  audience = 'centre',
}: {
  messages: readonly TicketMessage[]
  audience?: TicketAudience
}) {
  return (
    <Flex vertical gap={16}>
      {messages.map((item) => (
        <Message key={item.id} message={item} audience={audience} />
      ))}
    </Flex>
  )
}
