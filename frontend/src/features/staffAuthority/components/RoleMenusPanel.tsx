import SaveOutlined from '@ant-design/icons/SaveOutlined'
import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Tag from 'antd/es/tag'
import Tree from 'antd/es/tree'
import type { DataNode } from 'antd/es/tree'
import Typography from 'antd/es/typography'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { type AuthorityMenu, holds, MenuType } from '@/shared/authority/authority'
import { useAuthority, usePermission } from '@/shared/authority/permission'
import { formRefusal } from '@/shared/refusals/formRefusal'
import { useTitleText } from '@/shared/ui/layout/title'

import { type Role, saveRole, useRoleChange } from '../api/roles'
import { mayManageLevel } from '../lib/levels'
import { type MenuNode, menuTree, toggleMenu } from '../lib/menuTree'

interface RoleMenusPanelProps {
  role: Role | null
  menus: readonly AuthorityMenu[]
}

const TYPE_COLOURS = ['geekblue', 'green', 'orange'] as const

/**
 * The menus and buttons of the role chosen in the list, as a tree to tick:
 * a button brings its menu and directory, a directory everything under it.
 * Items carrying a permission the changer does not hold cannot be given.
 */
export function RoleMenusPanel({ role, menus }: RoleMenusPanelProps) {
  const { t } = useTranslation()
  const titleText = useTitleText()
  const { message } = App.useApp()
  const authority = useAuthority()
  const mayEdit = usePermission('role:edit')
  const save = useRoleChange(saveRole)
  const [chosen, setChosen] = useState<{ roleId: number; ids: number[] } | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const editable = Boolean(role && mayEdit && !role.everyPermission && mayManageLevel(authority?.level, role.level))
  const ids = role && chosen?.roleId === role.id ? chosen.ids : (role?.menuIds ?? [])
  const changed = role !== null && chosen?.roleId === role.id

  const treeData = useMemo(() => {
    const typeNames = [t('staffAuthority.menus.directory'), t('staffAuthority.menus.menu'), t('staffAuthority.menus.button')]
    const toNode = (node: MenuNode): DataNode => ({
      key: node.id,
      title: (
        <Flex gap={6} align="center">
          <span>{titleText({ en: node.title, 'zh-CN': node.titleZh || node.title })}</span>
          <Tag color={TYPE_COLOURS[node.type] ?? 'default'} variant="filled">
            {typeNames[node.type]}
          </Tag>
          {node.permission && (
            <Typography.Text type="secondary" code style={{ fontSize: 11 }}>
              {node.permission}
            </Typography.Text>
          )}
        </Flex>
      ),
      disabled: !editable || (node.permission !== null && node.type !== MenuType.directory && !holds(authority, node.permission)),
      children: node.children?.map(toNode),
    })
    return menuTree(menus).map(toNode)
  }, [menus, editable, authority, t, titleText])

  if (!role) {
    return (
      <Card title={t('staffAuthority.roles.menusTitle')} className="role-menus">
        <Empty description={t('staffAuthority.roles.chooseRole')} />
      </Card>
    )
  }

  const submit = () => {
    setFailure(null)
    save.mutate(
      {
        id: role.id,
        name: role.name,
        level: role.level,
        description: role.description,
        menuIds: ids,
        dataScope: role.dataScope ?? 'all',
        regions: role.regions ?? [],
      },
      {
        onSuccess: () => {
          setChosen(null)
          void message.success(t('staffAuthority.saved'))
        },
        onError: (error) => setFailure(formRefusal(error, []).text),
      },
    )
  }

  return (
    <Card
      title={t('staffAuthority.roles.menusOf', { name: role.name })}
      className="role-menus"
      extra={
        editable && (
          <Button type="primary" icon={<SaveOutlined />} disabled={!changed} loading={save.isPending} onClick={submit}>
            {t('staffAuthority.save')}
          </Button>
        )
      }
    >
      {role.everyPermission && (
        <Alert type="info" showIcon title={t('staffAuthority.roles.everyPermission')} style={{ marginBottom: 12 }} />
      )}
      {!role.everyPermission && !editable && mayEdit && (
        <Alert type="warning" showIcon title={t('staffAuthority.roles.aboveYouText')} style={{ marginBottom: 12 }} />
      )}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <Tree
        checkable
        checkStrictly
        defaultExpandAll
        selectable={false}
        treeData={treeData}
        checkedKeys={role.everyPermission ? menus.map((menu) => menu.id) : ids}
        onCheck={(_, info) => {
          setFailure(null)
          setChosen({ roleId: role.id, ids: toggleMenu(menus, ids, Number(info.node.key), info.checked) })
        }}
        aria-label={t('staffAuthority.roles.menusTitle')}
      />
    </Card>
  )
}
