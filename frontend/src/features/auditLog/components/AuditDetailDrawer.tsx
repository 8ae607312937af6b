import Card from 'antd/es/card'
import Descriptions from 'antd/es/descriptions'
import Drawer from 'antd/es/drawer'
import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Result from 'antd/es/result'
import Skeleton from 'antd/es/skeleton'
import Table from 'antd/es/table'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { formatInZone } from '@/shared/lib/platformTime'

import { type RecordChange, useAuditDetail } from '../api/audit'
import { actorOf, differs, recordOf, shownValue } from '../lib/auditView'
import { AuditResultTag } from './AuditResultTag'

const ACTION_COLOURS = { created: 'green', changed: 'blue', deleted: 'red' } as const

type FieldRow = RecordChange['fields'][number]

function ChangeCard({ change }: { change: RecordChange }) {
  const { t } = useTranslation()
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          <Typography.Text code>
            {change.table} #{shownValue(change.id)}
          </Typography.Text>
          <Tag color={ACTION_COLOURS[change.action]}>{t(`auditLog.action.${change.action}`)}</Tag>
        </Flex>
      }
    >
      <Table<FieldRow>
        size="small"
        rowKey="field"
        pagination={false}
        dataSource={change.fields}
        aria-label={t('auditLog.changesOf', { table: change.table })}
        columns={[
          { key: 'field', dataIndex: 'field', title: t('auditLog.field'), width: '26%' },
          {
            key: 'before',
            title: t('auditLog.before'),
            render: (_, row) =>
              change.action === 'created' ? null : (
                <Typography.Text delete={differs(row.before, row.after)} type={differs(row.before, row.after) ? 'danger' : undefined}>
                  {shownValue(row.before)}
                </Typography.Text>
              ),
          },
          {
            key: 'after',
            title: t('auditLog.after'),
            render: (_, row) =>
              change.action === 'deleted' ? null : (
                <Typography.Text type={differs(row.before, row.after) ? 'success' : undefined} strong={differs(row.before, row.after)}>
                  {shownValue(row.after)}
                </Typography.Text>
              ),
          },
        ]}
      />
    </Card>
  )
}

interface AuditDetailDrawerProps {
  /** The entry to show; null: closed. */
  id: number | null
  onClose: () => void
}

/** One entry: who, what, where from, how it ended, and each record it changed, field by field, before and after. */
export function AuditDetailDrawer({ id, onClose }: AuditDetailDrawerProps) {
  const { t } = useTranslation()
  const detail = useAuditDetail(id)
  const entry = detail.data

  return (
    <Drawer title={t('auditLog.detailTitle')} open={id !== null} onClose={onClose} size={720} destroyOnHidden>
      {detail.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {detail.isError && <Result status="warning" title={t('auditLog.detailFailed')} />}
      {entry && (
        <Flex vertical gap={16}>
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              { key: 'at', label: t('auditLog.at'), children: formatInZone(entry.at, 'YYYY-MM-DD HH:mm:ss') },
              { key: 'who', label: t('auditLog.who'), children: actorOf(entry) ?? t('auditLog.nobody') },
              { key: 'call', label: t('auditLog.call'), children: <Typography.Text code>{entry.call}</Typography.Text> },
              { key: 'permission', label: t('auditLog.permission'), children: entry.permission ?? '—' },
              { key: 'record', label: t('auditLog.record'), children: recordOf(entry) ?? '—' },
              {
                key: 'result',
                label: t('auditLog.result'),
                children: (
                  <Flex gap={8} align="center" wrap>
                    <AuditResultTag entry={entry} />
                    {entry.message && <Typography.Text type="secondary">{entry.message}</Typography.Text>}
                  </Flex>
                ),
              },
              { key: 'address', label: t('auditLog.address'), children: entry.address },
              { key: 'userAgent', label: t('auditLog.userAgent'), children: entry.userAgent ?? '—' },
              { key: 'duration', label: t('auditLog.duration'), children: t('auditLog.milliseconds', { count: entry.durationMs }) },
            ]}
          />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('auditLog.changes')}
          </Typography.Title>
          {entry.changes.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('auditLog.noChanges')} />
          ) : (
            entry.changes.map((change) => <ChangeCard key={`${change.table}-${shownValue(change.id)}`} change={change} />)
          )}
          <Typography.Text type="secondary">{t('auditLog.masked')}</Typography.Text>
        </Flex>
      )}
    </Drawer>
  )
}
