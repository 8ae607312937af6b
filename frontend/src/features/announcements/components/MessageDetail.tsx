import Descriptions from 'antd/es/descriptions'
import Flex from 'antd/es/flex'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { formatInZone } from '@/shared/lib/platformTime'

import type { Message } from '../api/messages'
import { AudienceText } from './AudienceText'
import { MessageStatusTag } from './MessageStatusTag'

/** A message as it was published (or as a draft reads to someone who may not change it). */
export function MessageDetail({ message }: { message: Message }) {
  const { t } = useTranslation()
  const format = t('announcements.dateTimeFormat')
  return (
    <Flex vertical gap="middle">
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'status', label: t('announcements.field.status'), children: <MessageStatusTag status={message.status} /> },
          { key: 'subject', label: t('announcements.field.subject'), children: message.subject },
          { key: 'audience', label: t('announcements.field.audience'), children: <AudienceText message={message} /> },
          ...(message.audience === 'accounts'
            ? [
                {
                  key: 'accounts',
                  label: t('announcements.field.accounts'),
                  children: (
                    <Flex gap={4} wrap>
                      {message.accounts.map((account) => (
                        <Tag key={account.userId}>{account.name ?? account.email}</Tag>
                      ))}
                    </Flex>
                  ),
                },
              ]
            : []),
          {
            key: 'email',
            label: t('announcements.field.sendEmail'),
            children: t(message.sendEmail ? 'announcements.yes' : 'announcements.no'),
          },
          { key: 'author', label: t('announcements.field.author'), children: message.authorName ?? message.authorEmail ?? '—' },
          { key: 'created', label: t('announcements.field.createdAt'), children: formatInZone(message.createdAt, format) },
          ...(message.publishedAt
            ? [
                {
                  key: 'published',
                  label: t('announcements.field.publishedAt'),
                  children: formatInZone(message.publishedAt, format),
                },
                {
                  key: 'delivered',
                  label: t('announcements.field.delivered'),
                  children: message.deliveredAt
                    ? t('announcements.deliveredAll', {
                        count: message.delivered,
                        at: formatInZone(message.deliveredAt, format),
                      })
                    : t('announcements.delivering', { count: message.delivered }),
                },
              ]
            : []),
        ]}
      />
      <div>
        <Typography.Title level={5}>{t('announcements.field.description')}</Typography.Title>
        <Typography.Paragraph className="message-detail__text">{message.description}</Typography.Paragraph>
      </div>
    </Flex>
  )
}
