import PlusOutlined from '@ant-design/icons/PlusOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Popconfirm from 'antd/es/popconfirm'
import Select from 'antd/es/select'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formatInZone } from '@/shared/lib/platformTime'
import { type ListColumn, wordsFor } from '@/shared/ui/listPage/columns'
import { requestExport } from '@/shared/ui/listPage/exportJob'
import { listBody, ListPage } from '@/shared/ui/listPage/ListPage'

import { useDeleteMessage, usePublishMessage } from '../api/messageActions'
import { fetchMessages, type Message, type MessageListQuery, MESSAGES_LIST } from '../api/messages'
import { AUDIENCES } from '../lib/messageRules'
import { AudienceText } from './AudienceText'
import { MessageDrawer } from './MessageDrawer'
import { MessageStatusTag } from './MessageStatusTag'
import { usePublishConfirm } from './usePublishConfirm'

type MessageFilters = Pick<MessageListQuery, 'keyword' | 'status' | 'audience'>

interface MessagesPageProps {
  /** message:edit — write, change and remove drafts. */
  canEdit: boolean
  /** message:publish — publish drafts. */
  canPublish: boolean
}

/**
 * System information messages: every message, drafts and published, found by
 * subject, status and audience, sorted and exported like every admin list;
 * a message opened to write, publish or read it.
 */
export function MessagesPage({ canEdit, canPublish }: MessagesPageProps) {
  const { t } = useTranslation()
  const { message: notice } = App.useApp()
  const [open, setOpen] = useState<Message | 'new' | null>(null)
  const publish = usePublishMessage()
  const remove = useDeleteMessage()
  const confirmPublish = usePublishConfirm()
  const format = t('announcements.dateTimeFormat')
  const failed = (error: unknown) => void notice.error(error instanceof Error ? error.message : String(error))

  const columns: ListColumn<Message>[] = [
    {
      key: 'subject',
      title: t('announcements.field.subject'),
      sortable: true,
      render: (_, row) => (
        <Button type="link" className="messages-page__subject" onClick={() => setOpen(row)}>
          {row.subject}
        </Button>
      ),
    },
    { key: 'audience', title: t('announcements.field.audience'), render: (_, row) => <AudienceText message={row} /> },
    {
      key: 'status',
      title: t('announcements.field.status'),
      sortable: true,
      render: (_, row) => <MessageStatusTag status={row.status} />,
      exportLabels: wordsFor(['draft', 'published'], (status) => t(`announcements.status.${status}`)),
    },
    {
      key: 'sendEmail',
      title: t('announcements.field.sendEmail'),
      defaultHidden: true,
      render: (_, row) => t(row.sendEmail ? 'announcements.yes' : 'announcements.no'),
      exportLabels: wordsFor([true, false], (yes) => t(yes ? 'announcements.yes' : 'announcements.no')),
    },
    { key: 'delivered', title: t('announcements.field.delivered'), sortable: true, align: 'right' },
    {
      key: 'authorName',
      title: t('announcements.field.author'),
      defaultHidden: true,
      render: (_, row) => row.authorName ?? row.authorEmail ?? '—',
    },
    {
      key: 'createdAt',
      title: t('announcements.field.createdAt'),
      sortable: true,
      render: (_, row) => formatInZone(row.createdAt, format),
    },
    {
      key: 'publishedAt',
      title: t('announcements.field.publishedAt'),
      sortable: true,
      render: (_, row) => (row.publishedAt ? formatInZone(row.publishedAt, format) : '—'),
    },
    {
      key: 'actions',
      title: t('announcements.field.actions'),
      actions: true,
      render: (_, row) => (
        <Flex gap={4} wrap>
          <Button type="link" size="small" onClick={() => setOpen(row)}>
            {t(row.status === 'draft' && canEdit ? 'announcements.action.edit' : 'announcements.action.view')}
          </Button>
          {row.status === 'draft' && canPublish && (
            <Button
              type="link"
              size="small"
              onClick={() =>
                confirmPublish(row, () =>
                  publish
                    .mutateAsync(row.id)
                    .then(() => void notice.success(t('announcements.publish.done')))
                    .catch(failed),
                )
              }
            >
              {t('announcements.action.publish')}
            </Button>
          )}
          {row.status === 'draft' && canEdit && (
            <Popconfirm
              title={t('announcements.form.removeQuestion')}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() =>
                remove
                  .mutateAsync(row.id)
                  .then(() => void notice.success(t('announcements.form.removed')))
                  .catch(failed)
              }
            >
              <Button type="link" size="small" danger>
                {t('announcements.action.remove')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ]

  return (
    <>
      <ListPage<Message, MessageFilters>
        listKey={MESSAGES_LIST}
        title={t('announcements.title')}
        label={t('announcements.tableLabel')}
        emptyText={t('announcements.empty')}
        rowKey="id"
        columns={columns}
        defaultSort="createdAt,desc"
        load={(query, signal) => fetchMessages(listBody(query), signal)}
        filterFields={
          <>
            <Form.Item name="keyword" label={t('announcements.filter.keyword')}>
              <Input allowClear placeholder={t('announcements.filter.keywordPlaceholder')} maxLength={100} />
            </Form.Item>
            <Form.Item name="status" label={t('announcements.filter.status')}>
              <Select
                allowClear
                placeholder={t('announcements.filter.any')}
                className="messages-page__select"
                options={(['draft', 'published'] as const).map((value) => ({ value, label: t(`announcements.status.${value}`) }))}
              />
            </Form.Item>
            <Form.Item name="audience" label={t('announcements.filter.audience')}>
              <Select
                allowClear
                placeholder={t('announcements.filter.any')}
                className="messages-page__select"
                options={AUDIENCES.map((value) => ({ value, label: t(`announcements.audience.${value}`) }))}
              />
            </Form.Item>
          </>
        }
        toolbar={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('new')}>
              {t('announcements.new')}
            </Button>
          )
        }
        exportRows={(request) => requestExport('/admin/message/export', request)}
      />
      <MessageDrawer open={open} canEdit={canEdit} canPublish={canPublish} onClose={() => setOpen(null)} />
    </>
  )
}
