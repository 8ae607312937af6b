import DeleteOutlined from '@ant-design/icons/DeleteOutlined'
import EditOutlined from '@ant-design/icons/EditOutlined'
import PlusOutlined from '@ant-design/icons/PlusOutlined'
import ReloadOutlined from '@ant-design/icons/ReloadOutlined'
import App from 'antd/es/app'
import Badge from 'antd/es/badge'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Space from 'antd/es/space'
import Table from 'antd/es/table'
import type { ColumnsType } from 'antd/es/table'
import Tag from 'antd/es/tag'
import Tooltip from 'antd/es/tooltip'
import Typography from 'antd/es/typography'
import { type Key, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { type AuthorityMenu, MenuType } from '@/shared/authority/authority'
import { menuIcon } from '@/shared/authority/menuIcons'
import { usePermission } from '@/shared/authority/permission'

import { deleteMenu, useMenuChange, useMenuList } from '../api/menus'
import { type MenuNode, menuTree } from '../lib/menuTree'
import { type MenuDraft, MenuFormDialog } from './MenuFormDialog'

const TYPE_COLOURS = ['geekblue', 'green', 'orange'] as const

/**
 * The console's menu tree: directories, menus and buttons with their routes,
 * screens and permissions. With `menu:edit`: add, change and remove items
 * (built-in items keep what the server checks).
 */
export function MenusPage() {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const mayEdit = usePermission('menu:edit')
  const menus = useMenuList()
  const remove = useMenuChange(deleteMenu)
  const [draft, setDraft] = useState<MenuDraft | null>(null)
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null)
  const tree = useMemo(() => menuTree(menus.data ?? []), [menus.data])
  const groups = useMemo(() => (menus.data ?? []).filter((menu) => menu.type !== MenuType.button).map((menu) => menu.id), [menus.data])
  const typeNames = [t('staffAuthority.menus.directory'), t('staffAuthority.menus.menu'), t('staffAuthority.menus.button')]

  const confirmDelete = (item: AuthorityMenu) =>
    modal.confirm({
      title: t('staffAuthority.menus.deleteTitle'),
      content: t('staffAuthority.menus.deleteText', { title: item.title }),
      okText: t('staffAuthority.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync(item.id),
    })

  const columns: ColumnsType<MenuNode> = [
    {
      key: 'title',
      title: t('staffAuthority.menus.titleEn'),
      render: (_, item) => (
        <Space size={6}>
          {item.type !== MenuType.button && menuIcon(item.icon)}
          <span>{item.title}</span>
        </Space>
      ),
    },
    { key: 'titleZh', dataIndex: 'titleZh', title: t('staffAuthority.menus.titleZh') },
    {
      key: 'type',
      title: t('staffAuthority.menus.type'),
      render: (_, item) => (
        <Tag color={TYPE_COLOURS[item.type] ?? 'default'} variant="filled">
          {typeNames[item.type]}
        </Tag>
      ),
    },
    { key: 'sort', dataIndex: 'sort', title: t('staffAuthority.menus.sort'), width: 70 },
    {
      key: 'permission',
      title: t('staffAuthority.menus.permission'),
      render: (_, item) => item.permission && <Typography.Text code>{item.permission}</Typography.Text>,
    },
    {
      key: 'route',
      title: t('staffAuthority.menus.route'),
      render: (_, item) =>
        item.route && (
          <Space size={4}>
            <Typography.Text type="secondary">{item.route}</Typography.Text>
            {item.externalLink && <Tag>{t('staffAuthority.menus.externalLink')}</Tag>}
          </Space>
        ),
    },
    { key: 'component', dataIndex: 'component', title: t('staffAuthority.menus.component') },
    {
      key: 'visible',
      title: t('staffAuthority.menus.visible'),
      render: (_, item) =>
        item.type === MenuType.button ? null : item.visible ? (
          <Badge status="success" text={t('staffAuthority.menus.shown')} />
        ) : (
          <Badge status="default" text={t('staffAuthority.menus.hidden')} />
        ),
    },
  ]
  if (mayEdit) {
    columns.push({
      key: 'actions',
      title: t('staffAuthority.actions'),
      fixed: 'right',
      render: (_, item) => (
        <Space size={4}>
          {item.type !== MenuType.button && (
            <Tooltip title={item.type === MenuType.menu ? t('staffAuthority.menus.addButton') : t('staffAuthority.menus.addBelow')}>
              <Button
                type="link"
                size="small"
                icon={<PlusOutlined />}
                aria-label={t('staffAuthority.menus.addBelowOf', { title: item.title })}
                onClick={() => setDraft({ parentId: item.id, type: item.type === MenuType.menu ? 2 : 1 })}
              />
            </Tooltip>
          )}
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setDraft({ item })}>
            {t('staffAuthority.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={Boolean(item.children?.length)}
            onClick={() => confirmDelete(item)}
          >
            {t('staffAuthority.delete')}
          </Button>
        </Space>
      ),
    })
  }

  return (
    <Card
      title={t('staffAuthority.menus.title')}
      extra={
        <Flex gap={8}>
          {mayEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft({ parentId: null, type: 0 })}>
              {t('staffAuthority.menus.add')}
            </Button>
          )}
          <Button onClick={() => setExpanded(expanded === null || expanded.length === 0 ? groups : [])}>
            {expanded !== null && expanded.length === 0 ? t('staffAuthority.menus.expandAll') : t('staffAuthority.menus.collapseAll')}
          </Button>
          <Tooltip title={t('listPage.reload')}>
            <Button icon={<ReloadOutlined />} aria-label={t('listPage.reload')} loading={menus.isFetching} onClick={() => void menus.refetch()} />
          </Tooltip>
        </Flex>
      }
    >
      <Table<MenuNode>
        rowKey="id"
        columns={columns}
        dataSource={tree}
        loading={menus.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        aria-label={t('staffAuthority.menus.title')}
        expandable={{
          expandedRowKeys: expanded ?? groups,
          onExpandedRowsChange: (keys) => setExpanded(keys),
        }}
      />
      <MenuFormDialog draft={draft} menus={menus.data ?? []} onClose={() => setDraft(null)} />
    </Card>
  )
}
