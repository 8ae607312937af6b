import EditOutlined from '@ant-design/icons/EditOutlined'
import KeyOutlined from '@ant-design/icons/KeyOutlined'
import MoreOutlined from '@ant-design/icons/MoreOutlined'
import PlusOutlined from '@ant-design/icons/PlusOutlined'
import SafetyOutlined from '@ant-design/icons/SafetyOutlined'
import App from 'antd/es/app'
import Badge from 'antd/es/badge'
import Button from 'antd/es/button'
import Dropdown from 'antd/es/dropdown'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Space from 'antd/es/space'
import Tag from 'antd/es/tag'
import Tooltip from 'antd/es/tooltip'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useAuthority, usePermission } from '@/shared/authority/permission'
import { formatInZone } from '@/shared/lib/platformTime'
import type { ListColumn } from '@/shared/ui/listPage/columns'
import { listBody, ListPage } from '@/shared/ui/listPage/ListPage'

import {
  exportStaff,
  fetchStaffList,
  resetStaffPassword,
  setStaffEnabled,
  STAFF_LIST,
  type StaffFilters,
  type StaffMember,
  useStaffChange,
} from '../api/staff'
import { mayManageMember } from '../lib/levels'
import { OneTimePasswordDialog } from './OneTimePasswordDialog'
import { StaffFormDialog } from './StaffFormDialog'
import { StaffRolesDialog } from './StaffRolesDialog'

const WHEN = 'YYYY-MM-DD HH:mm'

/**
 * Staff accounts: who they are, their roles, whether they can sign in and
 * when they last did. With `staff:edit`: add, edit, assign roles, give a
 * one-time password, switch off and on, each only for members at the
 * changer's level or below (the server refuses the rest).
 */
export function StaffPage() {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const authority = useAuthority()
  const mayEdit = usePermission('staff:edit')
  const mayChooseRoles = usePermission(['staff:edit', 'role:list'])
  const mayExport = usePermission('export:read')
  const [editing, setEditing] = useState<StaffMember | 'new' | null>(null)
  const [rolesOf, setRolesOf] = useState<StaffMember | null>(null)
  const [password, setPassword] = useState<{ member: StaffMember; password: string } | null>(null)
  const switchOne = useStaffChange(setStaffEnabled)
  const reset = useStaffChange(resetStaffPassword)

  const ownLevel = authority?.level
  const isMe = (member: StaffMember) => member.userId === authority?.userId
  const manageable = (member: StaffMember) => mayManageMember(ownLevel, member.level)

  const confirmSwitch = (member: StaffMember) => {
    const off = member.enabled
    modal.confirm({
      title: off ? t('staffAuthority.staff.switchOffTitle') : t('staffAuthority.staff.switchOnTitle'),
      content: off
        ? t('staffAuthority.staff.switchOffText', { email: member.email })
        : t('staffAuthority.staff.switchOnText', { email: member.email }),
      okText: off ? t('staffAuthority.staff.switchOff') : t('staffAuthority.staff.switchOn'),
      okButtonProps: { danger: off },
      cancelText: t('common.cancel'),
      onOk: () => switchOne.mutateAsync({ userId: member.userId, enabled: !off }),
    })
  }

  const confirmReset = (member: StaffMember) => {
    modal.confirm({
      title: t('staffAuthority.staff.resetTitle'),
      content: t('staffAuthority.staff.resetText', { email: member.email }),
      okText: t('staffAuthority.staff.reset'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const answer = await reset.mutateAsync(member.userId)
        setPassword({ member, password: answer.password })
      },
    })
  }

  const columns: ListColumn<StaffMember>[] = [
    { key: 'name', title: t('staffAuthority.staff.name'), sortable: true, render: (_, member) => member.name || '—' },
    { key: 'email', title: t('staffAuthority.staff.email'), sortable: true },
    {
      key: 'roles',
      title: t('staffAuthority.staff.roles'),
      render: (_, member) =>
        member.roles.length ? (
          <Flex wrap gap={4}>
            {member.roles.map((role) => (
              <Tag key={role} color="blue">
                {role}
              </Tag>
            ))}
          </Flex>
        ) : (
          <Tag>{t('staffAuthority.staff.noRole')}</Tag>
        ),
    },
    {
      key: 'enabled',
      title: t('staffAuthority.staff.status'),
      sortable: true,
      render: (_, member) =>
        member.enabled ? (
          <Badge status="success" text={t('staffAuthority.staff.active')} />
        ) : (
          <Badge status="default" text={t('staffAuthority.staff.switchedOff')} />
        ),
    },
    {
      key: 'lastSignInAt',
      title: t('staffAuthority.staff.lastSignIn'),
      sortable: true,
      render: (_, member) => {
        const at = member.lastSignInAt ?? member.lastLoginAt
        return at ? formatInZone(at, WHEN) : t('staffAuthority.staff.never')
      },
    },
    {
      key: 'createdAt',
      title: t('staffAuthority.staff.createdAt'),
      sortable: true,
      defaultHidden: true,
      render: (_, member) => formatInZone(member.createdAt, WHEN),
    },
  ]

  if (mayEdit) {
    columns.push({
      key: 'actions',
      title: t('staffAuthority.actions'),
      actions: true,
      fixed: 'right',
      render: (_, member) => {
        const allowed = manageable(member)
        const buttons = (
          <Space size={4}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              disabled={!allowed}
              onClick={() => setEditing(member)}
            >
              {t('staffAuthority.edit')}
            </Button>
            {mayChooseRoles && (
              <Button type="link" size="small" icon={<SafetyOutlined />} onClick={() => setRolesOf(member)}>
                {t('staffAuthority.staff.assignRoles')}
              </Button>
            )}
            <Dropdown
              disabled={!allowed}
              menu={{
                items: [
                  { key: 'reset', icon: <KeyOutlined />, label: t('staffAuthority.staff.reset') },
                  ...(isMe(member)
                    ? []
                    : [
                        {
                          key: 'switch',
                          danger: member.enabled,
                          label: member.enabled ? t('staffAuthority.staff.switchOff') : t('staffAuthority.staff.switchOn'),
                        },
                      ]),
                ],
                onClick: ({ key }) => (key === 'reset' ? confirmReset(member) : confirmSwitch(member)),
              }}
            >
              <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('staffAuthority.more', { name: member.email })} />
            </Dropdown>
          </Space>
        )
        return allowed ? buttons : <Tooltip title={t('staffAuthority.staff.aboveYou')}>{buttons}</Tooltip>
      },
    })
  }

  const switchAll = (enabled: boolean) => (rows: StaffMember[]) =>
    Promise.all(
      rows
        .filter((member) => !isMe(member) && manageable(member) && member.enabled !== enabled)
        .map((member) => setStaffEnabled({ userId: member.userId, enabled })),
    )

  return (
    <>
      <ListPage<StaffMember, StaffFilters>
        listKey={STAFF_LIST}
        title={t('staffAuthority.staff.title')}
        label={t('staffAuthority.staff.title')}
        rowKey="userId"
        columns={columns}
        load={(query, signal) => fetchStaffList(listBody(query), signal)}
        defaultSort="createdAt,desc"
        filterFields={
          <Form.Item name="keyword" label={t('staffAuthority.staff.keyword')}>
            <Input allowClear placeholder={t('staffAuthority.staff.keywordHint')} style={{ width: 240 }} />
          </Form.Item>
        }
        toolbar={
          mayEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('staffAuthority.staff.add')}
            </Button>
          )
        }
        bulkActions={
          mayEdit
            ? [
                {
                  key: 'off',
                  label: t('staffAuthority.staff.switchOffSelected'),
                  danger: true,
                  confirm: (count) => t('staffAuthority.staff.switchOffSelectedConfirm', { count }),
                  run: switchAll(false),
                },
                { key: 'on', label: t('staffAuthority.staff.switchOnSelected'), run: switchAll(true) },
              ]
            : undefined
        }
        exportRows={mayExport ? exportStaff : undefined}
      />
      <StaffFormDialog
        member={editing === 'new' ? null : editing}
        open={editing !== null}
        mayChooseRoles={mayChooseRoles}
        onClose={() => setEditing(null)}
      />
      <StaffRolesDialog member={rolesOf} onClose={() => setRolesOf(null)} />
      <OneTimePasswordDialog
        email={password?.member.email ?? ''}
        password={password?.password ?? null}
        onClose={() => setPassword(null)}
      />
    </>
  )
}
