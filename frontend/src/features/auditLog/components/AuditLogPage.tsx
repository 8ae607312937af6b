import EyeOutlined from '@ant-design/icons/EyeOutlined'
import Button from 'antd/es/button'
import DatePicker from 'antd/es/date-picker'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Select from 'antd/es/select'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { usePermission } from '@/shared/authority/permission'
import { formatInZone } from '@/shared/lib/platformTime'
import type { ListColumn } from '@/shared/ui/listPage/columns'
import { listBody, ListPage } from '@/shared/ui/listPage/ListPage'

import { AUDIT_LIST, type AuditEntry, type AuditFilters, exportAudit, fetchAuditList } from '../api/audit'
import { actorOf, auditFilters, recordOf } from '../lib/auditView'
import { AuditDetailDrawer } from './AuditDetailDrawer'
import { AuditResultTag } from './AuditResultTag'

/**
 * The operation log: every staff write and every sign-in, newest first,
 * filtered by who, call, permission, record, period and outcome; an entry
 * opens with its changes before and after. Nobody can change or remove it.
 */
export function AuditLogPage() {
  const { t } = useTranslation()
  const mayExport = usePermission('export:read')
  const [openId, setOpenId] = useState<number | null>(null)

  const columns: ListColumn<AuditEntry>[] = [
    {
      key: 'at',
      title: t('auditLog.at'),
      sortable: true,
      render: (_, entry) => formatInZone(entry.at, 'YYYY-MM-DD HH:mm:ss'),
    },
    {
      key: 'actorEmail',
      title: t('auditLog.who'),
      render: (_, entry) => actorOf(entry) ?? <Typography.Text type="secondary">{t('auditLog.nobody')}</Typography.Text>,
    },
    { key: 'call', title: t('auditLog.call'), sortable: true, render: (_, entry) => <Typography.Text code>{entry.call}</Typography.Text> },
    { key: 'permission', title: t('auditLog.permission'), sortable: true, render: (_, entry) => entry.permission ?? '—' },
    { key: 'targetTable', title: t('auditLog.record'), render: (_, entry) => recordOf(entry) ?? '—' },
    { key: 'targetId', title: t('auditLog.recordId'), defaultHidden: true, render: (_, entry) => entry.targetId ?? '—' },
    { key: 'rtnCode', title: t('auditLog.result'), sortable: true, render: (_, entry) => <AuditResultTag entry={entry} /> },
    { key: 'address', title: t('auditLog.address'), sortable: true },
    { key: 'durationMs', title: t('auditLog.duration'), sortable: true, render: (_, entry) => t('auditLog.milliseconds', { count: entry.durationMs }) },
    {
      key: 'userAgent',
      title: t('auditLog.userAgent'),
      defaultHidden: true,
      ellipsis: true,
      width: 260,
    },
    { key: 'message', title: t('auditLog.message'), defaultHidden: true, ellipsis: true, width: 260 },
    {
      key: 'actions',
      title: t('auditLog.details'),
      actions: true,
      fixed: 'right',
      render: (_, entry) => (
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined />}
          onClick={(event) => {
            event.stopPropagation()
            setOpenId(entry.id)
          }}
        >
          {t('auditLog.open')}
        </Button>
      ),
    },
  ]

  return (
    <>
      <ListPage<AuditEntry, AuditFilters>
        listKey={AUDIT_LIST}
        title={t('auditLog.title')}
        label={t('auditLog.title')}
        rowKey="id"
        columns={columns}
        load={(query, signal) => fetchAuditList(listBody(query), signal)}
        toFilters={auditFilters}
        defaultSort="at,desc"
        filterFields={
          <>
            <Form.Item name="who" label={t('auditLog.who')}>
              <Input allowClear placeholder={t('auditLog.whoHint')} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="call" label={t('auditLog.call')}>
              <Input allowClear placeholder="/admin/role/save" style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="targetTable" label={t('auditLog.recordTable')}>
              <Input allowClear placeholder="staff_roles" style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="targetId" label={t('auditLog.recordId')}>
              <Input allowClear style={{ width: 90 }} />
            </Form.Item>
            <Form.Item name="period" label={t('auditLog.period')}>
              <DatePicker.RangePicker allowEmpty={[true, true]} />
            </Form.Item>
            <Form.Item name="result" label={t('auditLog.result')}>
              <Select
                allowClear
                style={{ width: 130 }}
                placeholder={t('auditLog.anyResult')}
                options={[
                  { value: 'success', label: t('auditLog.success') },
                  { value: 'refused', label: t('auditLog.refused') },
                ]}
              />
            </Form.Item>
          </>
        }
        exportRows={mayExport ? exportAudit : undefined}
        onRow={(entry) => ({ onClick: () => setOpenId(entry.id), style: { cursor: 'pointer' } })}
      />
      <AuditDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  )
}
