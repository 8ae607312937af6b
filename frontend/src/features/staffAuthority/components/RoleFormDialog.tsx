import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import InputNumber from 'antd/es/input-number'
import Modal from 'antd/es/modal'
import Radio from 'antd/es/radio'
import Select from 'antd/es/select'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { components } from '@/shared/api/schema'
import { useAuthority } from '@/shared/authority/permission'
import { isLanguage } from '@/shared/i18n'
import { formRefusal } from '@/shared/refusals/formRefusal'

import { type Role, saveRole, useRoleChange } from '../api/roles'
import { LOWEST_LEVEL, mayManageLevel } from '../lib/levels'

interface RoleFormValues {
  name: string
  level: number
  description?: string
  dataScope: components['schemas']['RoleItem']['dataScope']
  regions?: string[]
}

interface RoleFormDialogProps {
  /** The role to change; null to add one. */
  role: Role | null
  open: boolean
  /** New Zealand's regions, for a data scope of chosen regions. */
  regions: readonly components['schemas']['RegionItem'][]
  onClose: () => void
}

const FIELDS: readonly (keyof RoleFormValues)[] = ['name', 'level', 'description', 'dataScope', 'regions']

/**
 * A role's name, level (none above the changer's own), description and data
 * scope: every region, or the teachers and centres of chosen regions. Its
 * menus and buttons are chosen in the tree beside the list.
 */
export function RoleFormDialog({ role, open, regions, onClose }: RoleFormDialogProps) {
  const { t, i18n } = useTranslation()
  const { message } = App.useApp()
  const authority = useAuthority()
  const ownLevel = authority?.level ?? LOWEST_LEVEL
  const [form] = Form.useForm<RoleFormValues>()
  const [failure, setFailure] = useState<string | null>(null)
  const save = useRoleChange(saveRole)
  const scope = Form.useWatch('dataScope', form)
  const chinese = isLanguage(i18n.language) && i18n.language === 'zh-CN'

  const submit = (values: RoleFormValues) => {
    setFailure(null)
    save.mutate(
      {
        id: role?.id ?? null,
        name: values.name,
        level: values.level,
        description: values.description?.trim() || null,
        menuIds: role?.menuIds ?? [],
        dataScope: values.dataScope,
        regions: values.dataScope === 'regions' ? (values.regions ?? []) : [],
      },
      {
        onSuccess: () => {
          void message.success(t('staffAuthority.saved'))
          onClose()
        },
        onError: (error) => {
          const refusal = formRefusal(error, FIELDS)
          if (refusal.field) form.setFields([{ name: refusal.field, errors: [refusal.text] }])
          else setFailure(refusal.text)
        },
      },
    )
  }

  return (
    <Modal
      title={role ? t('staffAuthority.roles.editTitle') : t('staffAuthority.roles.addTitle')}
      open={open}
      onCancel={onClose}
      okText={t('staffAuthority.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
      afterOpenChange={(opened) => {
        if (!opened) setFailure(null)
      }}
    >
      <Form<RoleFormValues>
        form={form}
        initialValues={
          role
            ? {
                name: role.name,
                level: role.level,
                description: role.description ?? '',
                dataScope: role.dataScope ?? 'all',
                regions: role.regions ?? [],
              }
            : { level: Math.min(LOWEST_LEVEL, ownLevel + 1), dataScope: 'all', regions: [] }
        }
        layout="vertical"
        preserve={false}
        onFinish={submit}
        onValuesChange={() => setFailure(null)}
        disabled={save.isPending}
      >
        <Form.Item
          name="name"
          label={t('staffAuthority.roles.name')}
          rules={[{ required: true, whitespace: true, message: t('staffAuthority.roles.nameRequired') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="level"
          label={t('staffAuthority.roles.level')}
          extra={t('staffAuthority.roles.levelHint', { own: ownLevel })}
          rules={[
            { required: true, message: t('staffAuthority.roles.levelRequired') },
            {
              validator: async (_, value: unknown) => {
                if (typeof value === 'number' && !mayManageLevel(authority?.level, value)) {
                  throw new Error(t('staffAuthority.roles.levelAboveYou', { own: ownLevel }))
                }
              },
            },
          ]}
        >
          <InputNumber min={ownLevel} max={LOWEST_LEVEL} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="description" label={t('staffAuthority.roles.description')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} showCount />
        </Form.Item>
        <Form.Item name="dataScope" label={t('staffAuthority.roles.dataScope')} extra={t('staffAuthority.roles.dataScopeHint')}>
          <Radio.Group
            options={[
              { value: 'all', label: t('staffAuthority.roles.scopeAll') },
              { value: 'regions', label: t('staffAuthority.roles.scopeRegions') },
            ]}
          />
        </Form.Item>
        {scope === 'regions' && (
          <Form.Item
            name="regions"
            label={t('staffAuthority.roles.regions')}
            rules={[{ required: true, type: 'array', min: 1, message: t('staffAuthority.roles.regionsRequired') }]}
          >
            <Select
              mode="multiple"
              allowClear
              placeholder={t('staffAuthority.roles.regionsHint')}
              options={regions.map((region) => ({ value: region.name, label: chinese ? region.nameZh : region.name }))}
            />
          </Form.Item>
        )}
        {failure && <Alert type="error" showIcon title={failure} />}
      </Form>
    </Modal>
  )
}
