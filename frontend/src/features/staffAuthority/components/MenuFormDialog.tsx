import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Col from 'antd/es/col'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import InputNumber from 'antd/es/input-number'
import Modal from 'antd/es/modal'
import Radio from 'antd/es/radio'
import Row from 'antd/es/row'
import Select from 'antd/es/select'
import Switch from 'antd/es/switch'
import TreeSelect from 'antd/es/tree-select'
import { createElement, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { type AuthorityMenu, MenuType } from '@/shared/authority/authority'
import { MENU_ICON_NAMES, MENU_ICONS } from '@/shared/authority/menuIcons'
import { formRefusal } from '@/shared/refusals/formRefusal'
import { useTitleText } from '@/shared/ui/layout/title'

import { type MenuSave, saveMenu, useMenuChange } from '../api/menus'
import { type MenuNode, menuTree, mayBeTopLevel, parentChoices } from '../lib/menuTree'

type MenuFormValues = Required<Pick<MenuSave, 'type' | 'title' | 'titleZh'>> & {
  parentId: number | null
  icon?: string | null
  sort: number
  route?: string | null
  component?: string | null
  permission?: string | null
  visible: boolean
  cache: boolean
  externalLink: boolean
}

/** What the dialog is for: a new item (under a parent, of a type) or an existing one. */
export type MenuDraft = { item: AuthorityMenu } | { parentId: number | null; type: 0 | 1 | 2 }

interface MenuFormDialogProps {
  draft: MenuDraft | null
  menus: readonly AuthorityMenu[]
  onClose: () => void
}

const FIELDS: readonly (keyof MenuFormValues)[] = [
  'type',
  'title',
  'titleZh',
  'parentId',
  'icon',
  'sort',
  'route',
  'component',
  'permission',
  'visible',
  'cache',
  'externalLink',
]

function valuesOf(draft: MenuDraft): MenuFormValues {
  if ('item' in draft) {
    const { item } = draft
    return {
      type: item.type as 0 | 1 | 2,
      title: item.title,
      titleZh: item.titleZh,
      parentId: item.parentId,
      icon: item.icon,
      sort: item.sort,
      route: item.route,
      component: item.component,
      permission: item.permission,
      visible: item.visible,
      cache: item.cache,
      externalLink: item.externalLink,
    }
  }
  return {
    type: draft.type,
    title: '',
    titleZh: '',
    parentId: draft.parentId,
    icon: null,
    sort: 0,
    visible: true,
    cache: false,
    externalLink: false,
  }
}

/** A place in the tree the item may be put under. */
interface ParentOption {
  value: number
  title: string
  disabled: boolean
  children?: ParentOption[]
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null)

/**
 * A directory, menu or button of the console: its titles in both languages,
 * icon, order, place in the tree, and for a menu its route and screen, for a
 * button its permission. A built-in item keeps its kind, route, screen and
 * permission (the server checks those); the rest may change.
 */
export function MenuFormDialog({ draft, menus, onClose }: MenuFormDialogProps) {
  const { t } = useTranslation()
  const titleText = useTitleText()
  const { message } = App.useApp()
  const [form] = Form.useForm<MenuFormValues>()
  const [failure, setFailure] = useState<string | null>(null)
  const save = useMenuChange(saveMenu)
  const type = Form.useWatch('type', form) ?? 0
  const external = Form.useWatch('externalLink', form) ?? false
  const editingId = draft && 'item' in draft ? draft.item.id : null

  const allowed = new Set(parentChoices(menus, type, editingId).map((menu) => menu.id))
  const toOption = (node: MenuNode): ParentOption => ({
    value: node.id,
    title: titleText({ en: node.title, 'zh-CN': node.titleZh || node.title }),
    disabled: !allowed.has(node.id),
    children: node.children?.filter((child) => child.type !== MenuType.button || type === MenuType.button).map(toOption),
  })
  const parentTree = menuTree(menus.filter((menu) => menu.type !== MenuType.button)).map(toOption)

  const submit = (values: MenuFormValues) => {
    setFailure(null)
    const body: MenuSave = {
      id: editingId,
      parentId: values.parentId ?? null,
      type: values.type,
      title: values.title,
      titleZh: values.titleZh,
      icon: values.type === MenuType.button ? null : (values.icon ?? null),
      sort: values.sort,
      route: values.type === MenuType.button ? null : blankToNull(values.route),
      component: values.type === MenuType.menu && !values.externalLink ? blankToNull(values.component) : null,
      permission: values.type === MenuType.directory ? null : blankToNull(values.permission),
      visible: values.visible,
      cache: values.cache,
      externalLink: values.type === MenuType.menu && values.externalLink,
    }
    save.mutate(body, {
      onSuccess: () => {
        void message.success(t('staffAuthority.saved'))
        onClose()
      },
      onError: (error) => {
        const refusal = formRefusal(error, FIELDS)
        if (refusal.field) form.setFields([{ name: refusal.field, errors: [refusal.text] }])
        else setFailure(refusal.text)
      },
    })
  }

  return (
    <Modal
      title={editingId === null ? t('staffAuthority.menus.addTitle') : t('staffAuthority.menus.editTitle')}
      open={draft !== null}
      onCancel={onClose}
      okText={t('staffAuthority.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      width={680}
      destroyOnHidden
      afterOpenChange={(opened) => {
        if (!opened) setFailure(null)
      }}
    >
      <Form<MenuFormValues>
        form={form}
        initialValues={draft ? valuesOf(draft) : undefined}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        onValuesChange={() => setFailure(null)}
        disabled={save.isPending}
      >
        <Form.Item name="type" label={t('staffAuthority.menus.type')}>
          <Radio.Group
            optionType="button"
            disabled={editingId !== null}
            options={[
              { value: 0, label: t('staffAuthority.menus.directory') },
              { value: 1, label: t('staffAuthority.menus.menu') },
              { value: 2, label: t('staffAuthority.menus.button') },
            ]}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="title"
              label={t('staffAuthority.menus.titleEn')}
              rules={[{ required: true, whitespace: true, message: t('staffAuthority.menus.titleRequired') }]}
            >
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="titleZh"
              label={t('staffAuthority.menus.titleZh')}
              rules={[{ required: true, whitespace: true, message: t('staffAuthority.menus.titleRequired') }]}
            >
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="parentId"
              label={t('staffAuthority.menus.parent')}
              rules={[
                {
                  validator: async (_, value: unknown) => {
                    if ((value === null || value === undefined) && !mayBeTopLevel(type)) {
                      throw new Error(t('staffAuthority.menus.buttonNeedsMenu'))
                    }
                  },
                },
              ]}
            >
              <TreeSelect
                allowClear
                treeDefaultExpandAll
                placeholder={mayBeTopLevel(type) ? t('staffAuthority.menus.topLevel') : t('staffAuthority.menus.chooseMenu')}
                treeData={parentTree}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="sort" label={t('staffAuthority.menus.sort')}>
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {type !== MenuType.button && (
            <Col xs={24} sm={12}>
              <Form.Item name="icon" label={t('staffAuthority.menus.icon')}>
                <Select
                  allowClear
                  showSearch
                  placeholder={t('staffAuthority.menus.iconHint')}
                  options={MENU_ICON_NAMES.map((name) => {
                    const icon = MENU_ICONS[name]
                    return {
                      value: name,
                      label: (
                        <span>
                          {icon && createElement(icon)} {name}
                        </span>
                      ),
                    }
                  })}
                />
              </Form.Item>
            </Col>
          )}
          {type !== MenuType.button && (
            <Col xs={24} sm={12}>
              <Form.Item
                name="route"
                label={external ? t('staffAuthority.menus.address') : t('staffAuthority.menus.route')}
                rules={type === MenuType.menu ? [{ required: true, whitespace: true, message: t('staffAuthority.menus.routeRequired') }] : []}
              >
                <Input maxLength={120} placeholder={external ? 'https://' : '/system/example'} />
              </Form.Item>
            </Col>
          )}
          {type === MenuType.menu && !external && (
            <Col xs={24} sm={12}>
              <Form.Item name="component" label={t('staffAuthority.menus.component')} extra={t('staffAuthority.menus.componentHint')}>
                <Input maxLength={120} placeholder="system/example" />
              </Form.Item>
            </Col>
          )}
          {type !== MenuType.directory && (
            <Col xs={24} sm={12}>
              <Form.Item name="permission" label={t('staffAuthority.menus.permission')} extra={t('staffAuthority.menus.permissionHint')}>
                <Input maxLength={60} placeholder="resource:action" />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Row gutter={16}>
          {type !== MenuType.button && (
            <Col>
              <Form.Item name="visible" label={t('staffAuthority.menus.visible')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          )}
          {type === MenuType.menu && (
            <Col>
              <Form.Item name="cache" label={t('staffAuthority.menus.cache')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          )}
          {type === MenuType.menu && (
            <Col>
              <Form.Item name="externalLink" label={t('staffAuthority.menus.externalLink')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          )}
        </Row>
        {failure && <Alert type="error" showIcon title={failure} />}
      </Form>
    </Modal>
  )
}
