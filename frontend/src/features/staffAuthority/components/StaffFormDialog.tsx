import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined'
import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import Spin from 'antd/es/spin'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useAuthority } from '@/shared/authority/permission'
import { formRefusal } from '@/shared/refusals/formRefusal'
import { emailRule, strongPasswordRule } from '@/shared/ui/accountForms/rules'

import { useRoleList } from '../api/roles'
import { createStaff, type StaffMember, updateStaff, useStaffChange } from '../api/staff'
import { firstPassword } from '../lib/firstPassword'
import { RoleChoice } from './RoleChoice'

interface StaffFormValues {
  email: string
  name: string
  password?: string
  roleIds?: number[]
}

interface StaffFormDialogProps {
  /** The member to edit; null to add one. */
  member: StaffMember | null
  open: boolean
  /** The new member's roles are chosen here (role:list too). */
  mayChooseRoles: boolean
  onClose: () => void
}

const FIELDS: readonly (keyof StaffFormValues)[] = ['email', 'name', 'password', 'roleIds']

/** Adds a staff member (e-mail, name, a first password, roles) or changes one's name and e-mail. */
export function StaffFormDialog({ member, open, mayChooseRoles, onClose }: StaffFormDialogProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const authority = useAuthority()
  const [form] = Form.useForm<StaffFormValues>()
  const [failure, setFailure] = useState<string | null>(null)
  const adding = member === null
  const roles = useRoleList(open && adding && mayChooseRoles)
  const create = useStaffChange(createStaff)
  const update = useStaffChange(updateStaff)
  const pending = create.isPending || update.isPending
  // The form mounts afresh on every opening (destroyOnHidden), so what it starts with is
  // in place before anyone types; a new first password for every opening.
  const initialValues = useMemo<Partial<StaffFormValues>>(
    () => (member ? { email: member.email, name: member.name ?? '' } : { password: firstPassword(), roleIds: [] }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new password each time the dialog opens
    [member, open],
  )

  const refused = (error: unknown) => {
    const refusal = formRefusal(error, FIELDS)
    if (refusal.field) form.setFields([{ name: refusal.field, errors: [refusal.text] }])
    else setFailure(refusal.text)
  }

  const submit = (values: StaffFormValues) => {
    setFailure(null)
    if (adding) {
      create.mutate(
        { email: values.email, name: values.name, password: values.password ?? '', roleIds: values.roleIds ?? [] },
        {
          onSuccess: () => {
            void message.success(t('staffAuthority.staff.added', { email: values.email }))
            onClose()
          },
          onError: refused,
        },
      )
    } else {
      const emailChanged = values.email.trim() !== member.email
      update.mutate(
        { userId: member.userId, name: values.name, ...(emailChanged ? { email: values.email } : {}) },
        {
          onSuccess: () => {
            void message.success(t('staffAuthority.saved'))
            onClose()
          },
          onError: refused,
        },
      )
    }
  }

  return (
    <Modal
      title={adding ? t('staffAuthority.staff.addTitle') : t('staffAuthority.staff.editTitle')}
      open={open}
      onCancel={onClose}
      okText={adding ? t('staffAuthority.staff.add') : t('staffAuthority.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      confirmLoading={pending}
      destroyOnHidden
      afterOpenChange={(opened) => {
        if (!opened) setFailure(null)
      }}
    >
      <Form<StaffFormValues>
        form={form}
        initialValues={initialValues}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        onValuesChange={() => setFailure(null)}
        disabled={pending}
      >
        <Form.Item
          name="email"
          label={t('staffAuthority.staff.email')}
          rules={[{ required: true, whitespace: true, message: t('staffAuthority.staff.emailRequired') }, emailRule(t)]}
        >
          <Input autoComplete="off" maxLength={254} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('staffAuthority.staff.name')}
          rules={[{ required: true, whitespace: true, message: t('staffAuthority.staff.nameRequired') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        {adding && (
          <Form.Item label={t('staffAuthority.staff.firstPassword')} extra={t('staffAuthority.staff.firstPasswordHint')} required>
            <Flex gap={8}>
              <Form.Item
                name="password"
                noStyle
                rules={[{ required: true, message: t('staffAuthority.staff.passwordRequired') }, strongPasswordRule(t)]}
              >
                <Input.Password autoComplete="new-password" maxLength={128} aria-label={t('staffAuthority.staff.firstPassword')} />
              </Form.Item>
              <Button icon={<ThunderboltOutlined />} onClick={() => form.setFieldValue('password', firstPassword())}>
                {t('staffAuthority.staff.generate')}
              </Button>
            </Flex>
          </Form.Item>
        )}
        {adding && mayChooseRoles && (
          <Form.Item name="roleIds" label={t('staffAuthority.staff.roles')}>
            {roles.isPending ? <Spin size="small" /> : <RoleChoice roles={roles.data?.roles ?? []} ownLevel={authority?.level} />}
          </Form.Item>
        )}
        {failure && <Alert type="error" showIcon title={failure} />}
      </Form>
    </Modal>
  )
}
