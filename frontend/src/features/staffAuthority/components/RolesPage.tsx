import DeleteOutlined from '@ant-design/icons/DeleteOutlined'
import EditOutlined from '@ant-design/icons/EditOutlined'
import PlusOutlined from '@ant-design/icons/PlusOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Col from 'antd/es/col'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Row from 'antd/es/row'
import Space from 'antd/es/space'
import Tag from 'antd/es/tag'
import Tooltip from 'antd/es/tooltip'
import Typography from 'antd/es/typography'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useAuthority, usePermission } from '@/shared/authority/permission'
import { isLanguage } from '@/shared/i18n'
import type { ListColumn } from '@/shared/ui/listPage/columns'
import { ListPage } from '@/shared/ui/listPage/ListPage'

import { deleteRole, type Role, ROLE_LIST, roleListQueryOptions, useRoleChange, useRoleList } from '../api/roles'
import { mayManageLevel } from '../lib/levels'
import { holdsKeyword, localPage } from '../lib/localPage'
import { RoleFormDialog } from './RoleFormDialog'
import { RoleMenusPanel } from './RoleMenusPanel'

/**
 * Roles: the list (name, level, data scope, holders) and, beside it, the
 * menus and buttons of the role chosen. With `role:edit`: add, change and
 * remove roles at the changer's level or below.
 */
export function RolesPage() {
  const { t, i18n } = useTranslation()
  const { modal } = App.useApp()
  const queryClient = useQueryClient()
  const authority = useAuthority()
  const mayEdit = usePermission('role:edit')
  const roles = useRoleList()
  const remove = useRoleChange(deleteRole)
  const [chosenId, setChosenId] = useState<number | null>(null)
  const [editing, setEditing] = useState<Role | 'new' | null>(null)
  const chinese = isLanguage(i18n.language) && i18n.language === 'zh-CN'
  const regionName = (name: string) => {
    const region = roles.data?.regions?.find((each) => each.name === name)
    return region && chinese ? region.nameZh : name
  }

  const chosen = roles.data?.roles.find((role) => role.id === chosenId) ?? null
  const manageable = (role: Role) => mayManageLevel(authority?.level, role.level)

  const confirmDelete = (role: Role) =>
    modal.confirm({
      title: t('staffAuthority.roles.deleteTitle'),
      content: t('staffAuthority.roles.deleteText', { name: role.name }),
      okText: t('staffAuthority.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await remove.mutateAsync(role.id)
        if (chosenId === role.id) setChosenId(null)
      },
    })

  const columns: ListColumn<Role>[] = [
    {
      key: 'name',
      title: t('staffAuthority.roles.name'),
      sortable: true,
      render: (_, role) => (
        <Flex vertical>
          <Typography.Text strong>{role.name}</Typography.Text>
          {role.description && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {role.description}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { key: 'level', title: t('staffAuthority.roles.level'), sortable: true, width: 90 },
    {
      key: 'dataScope',
      title: t('staffAuthority.roles.dataScope'),
      render: (_, role) =>
        role.everyPermission || (role.dataScope ?? 'all') === 'all' ? (
          <Tag color="green">{t('staffAuthority.roles.scopeAll')}</Tag>
        ) : (
          <Tooltip title={(role.regions ?? []).map(regionName).join(', ')}>
            <Tag color="purple">{t('staffAuthority.roles.regionCount', { count: role.regions?.length ?? 0 })}</Tag>
          </Tooltip>
        ),
    },
    { key: 'holders', title: t('staffAuthority.roles.holders'), sortable: true, width: 90 },
  ]
  if (mayEdit) {
    columns.push({
      key: 'actions',
      title: t('staffAuthority.actions'),
      actions: true,
      render: (_, role) => {
        const allowed = manageable(role)
        return (
          <Space size={4} onClick={(event) => event.stopPropagation()}>
            <Tooltip title={allowed ? undefined : t('staffAuthority.roles.aboveYouText')}>
              <Button type="link" size="small" icon={<EditOutlined />} disabled={!allowed} onClick={() => setEditing(role)}>
                {t('staffAuthority.edit')}
              </Button>
            </Tooltip>
            <Tooltip title={role.holders > 0 ? t('staffAuthority.roles.heldBy', { count: role.holders }) : undefined}>
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                disabled={!allowed || role.holders > 0}
                onClick={() => confirmDelete(role)}
              >
                {t('staffAuthority.delete')}
              </Button>
            </Tooltip>
          </Space>
        )
      },
    })
  }

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <ListPage<Role, { keyword?: string }>
          listKey={ROLE_LIST}
          title={t('staffAuthority.roles.title')}
          label={t('staffAuthority.roles.title')}
          rowKey="id"
          columns={columns}
          load={async (query) => {
            const data = await queryClient.fetchQuery(roleListQueryOptions())
            return localPage(data.roles, query, (role) => holdsKeyword(query.filters.keyword, role.name, role.description))
          }}
          filterFields={
            <Form.Item name="keyword" label={t('staffAuthority.roles.keyword')}>
              <Input allowClear style={{ width: 200 }} />
            </Form.Item>
          }
          toolbar={
            mayEdit && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                {t('staffAuthority.roles.add')}
              </Button>
            )
          }
          onRow={(role) => ({ onClick: () => setChosenId(role.id), style: { cursor: 'pointer' } })}
          rowClassName={(role) => (role.id === chosenId ? 'ant-table-row-selected' : '')}
        />
      </Col>
      <Col xs={24} xl={10}>
        <RoleMenusPanel key={chosen?.id ?? 'none'} role={chosen} menus={roles.data?.menus ?? []} />
      </Col>
      <RoleFormDialog
        role={editing === 'new' ? null : editing}
        open={editing !== null}
        regions={roles.data?.regions ?? []}
        onClose={() => setEditing(null)}
      />
    </Row>
  )
}
