import LogoutOutlined from '@ant-design/icons/LogoutOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Select from 'antd/es/select'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { useAuthority, usePermission } from '@/shared/authority/permission'
import { formatInZone } from '@/shared/lib/platformTime'
import type { ListColumn } from '@/shared/ui/listPage/columns'
import { cleanFilters, listBody, ListPage } from '@/shared/ui/listPage/ListPage'

import {
  endSession,
  exportSessions,
  fetchSessionList,
  type OnlineSession,
  SESSION_LIST,
  type SessionFilters,
  useEndSession,
} from '../api/sessions'

const KIND_COLOURS: Record<string, string> = { centre: 'blue', teacher: 'green', staff: 'purple' }
const WHEN = 'YYYY-MM-DD HH:mm'

/**
 * The sessions signed in now: account, kind, address, sign-in time and last
 * seen. With `session:end` a session is ended at once: its app's next call
 * signs it out.
 */
export function OnlineSessionsPage() {
  const { t } = useTranslation()
  const { modal, message } = App.useApp()
  const authority = useAuthority()
  const mayEnd = usePermission('session:end')
  const mayExport = usePermission('export:read')
  const end = useEndSession()

  const confirmEnd = (session: OnlineSession) =>
    modal.confirm({
      title: t('onlineSessions.endTitle'),
      content:
        session.userId === authority?.userId
          ? t('onlineSessions.endOwnText')
          : t('onlineSessions.endText', { email: session.email }),
      okText: t('onlineSessions.end'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await end.mutateAsync(session.sessionId)
        void message.success(t('onlineSessions.ended'))
      },
    })

  const columns: ListColumn<OnlineSession>[] = [
    {
      key: 'email',
      title: t('onlineSessions.account'),
      sortable: true,
      render: (_, session) => (
        <Flex vertical>
          <span>
            {session.email}{' '}
            {session.userId === authority?.userId && <Tag color="gold">{t('onlineSessions.you')}</Tag>}
          </span>
          {session.name && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {session.name}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'kind',
      title: t('onlineSessions.kind'),
      sortable: true,
      render: (_, session) => (
        <Tag color={KIND_COLOURS[session.kind] ?? 'default'}>{t(`onlineSessions.kinds.${session.kind}`, session.kind)}</Tag>
      ),
    },
    { key: 'address', title: t('onlineSessions.address'), sortable: true, render: (_, session) => session.address ?? '—' },
    { key: 'deviceType', title: t('onlineSessions.device'), render: (_, session) => session.deviceType ?? '—' },
    {
      key: 'signedInAt',
      title: t('onlineSessions.signedInAt'),
      sortable: true,
      render: (_, session) => formatInZone(session.signedInAt, WHEN),
    },
    {
      key: 'lastSeenAt',
      title: t('onlineSessions.lastSeenAt'),
      sortable: true,
      render: (_, session) => (session.lastSeenAt ? formatInZone(session.lastSeenAt, WHEN) : '—'),
    },
    {
      key: 'expiresAt',
      title: t('onlineSessions.expiresAt'),
      sortable: true,
      defaultHidden: true,
      render: (_, session) => formatInZone(session.expiresAt, WHEN),
    },
  ]
  if (mayEnd) {
    columns.push({
      key: 'actions',
      title: t('onlineSessions.actions'),
      actions: true,
      fixed: 'right',
      render: (_, session) => (
        <Button type="link" size="small" danger icon={<LogoutOutlined />} onClick={() => confirmEnd(session)}>
          {t('onlineSessions.end')}
        </Button>
      ),
    })
  }

  return (
    <ListPage<OnlineSession, SessionFilters>
      listKey={SESSION_LIST}
      title={t('onlineSessions.title')}
      label={t('onlineSessions.title')}
      rowKey="sessionId"
      columns={columns}
      load={(query, signal) => fetchSessionList(listBody(query), signal)}
      toFilters={(values) => cleanFilters(values) as SessionFilters}
      defaultSort="lastSeenAt,desc"
      filterFields={
        <>
          <Form.Item name="keyword" label={t('onlineSessions.keyword')}>
            <Input allowClear placeholder={t('onlineSessions.keywordHint')} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="kind" label={t('onlineSessions.kind')}>
            <Select
              allowClear
              style={{ width: 140 }}
              placeholder={t('onlineSessions.anyKind')}
              options={(['centre', 'teacher', 'staff'] as const).map((kind) => ({
                value: kind,
                label: t(`onlineSessions.kinds.${kind}`),
              }))}
            />
          </Form.Item>
        </>
      }
      bulkActions={
        mayEnd
          ? [
              {
                key: 'end',
                label: t('onlineSessions.endSelected'),
                danger: true,
                confirm: (count) => t('onlineSessions.endSelectedConfirm', { count }),
                // One's own session is never ended by a bulk action: that is signing out.
                run: (rows) =>
                  Promise.all(rows.filter((session) => session.userId !== authority?.userId).map((session) => endSession(session.sessionId))),
              },
            ]
          : undefined
      }
      exportRows={mayExport ? exportSessions : undefined}
    />
  )
}
