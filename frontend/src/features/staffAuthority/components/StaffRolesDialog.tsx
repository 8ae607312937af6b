import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Modal from 'antd/es/modal'
import Skeleton from 'antd/es/skeleton'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useAuthority } from '@/shared/authority/permission'
import { formRefusal } from '@/shared/refusals/formRefusal'

import { useRoleList } from '../api/roles'
import { setStaffRoles, type StaffMember, useStaffChange } from '../api/staff'
import { RoleChoice } from './RoleChoice'

interface StaffRolesDialogProps {
  /** The member whose roles are chosen; null: closed. */
  member: StaffMember | null
  onClose: () => void
}

/** The roles a staff member holds: any at the changer's level or below may be given or taken away. */
export function StaffRolesDialog({ member, onClose }: StaffRolesDialogProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const authority = useAuthority()
  const roles = useRoleList(member !== null)
  const save = useStaffChange(setStaffRoles)
  const [chosen, setChosen] = useState<number[] | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  // Held roles: the member's ids when the server gives them, else found by name in the role list.
  const held =
    member?.roleIds ?? (roles.data?.roles ?? []).filter((role) => member?.roles.includes(role.name)).map((role) => role.id)
  const value = chosen ?? held

  const close = () => {
    setChosen(null)
    setFailure(null)
    onClose()
  }

  return (
    <Modal
      title={t('staffAuthority.staff.rolesTitle')}
      open={member !== null}
      onCancel={close}
      okText={t('staffAuthority.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: roles.isPending }}
      onOk={() =>
        member &&
        save.mutate(
          { userId: member.userId, roleIds: value },
          {
            onSuccess: () => {
              void message.success(t('staffAuthority.saved'))
              close()
            },
            onError: (error) => setFailure(formRefusal(error, []).text),
          },
        )
      }
      destroyOnHidden
    >
      {member && (
        <Typography.Paragraph type="secondary">
          {t('staffAuthority.staff.rolesFor', { name: member.name || member.email })}
        </Typography.Paragraph>
      )}
      {roles.isPending ? (
        <Skeleton active />
      ) : (
        <RoleChoice roles={roles.data?.roles ?? []} value={value} onChange={setChosen} ownLevel={authority?.level} />
      )}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 16 }} />}
    </Modal>
  )
}
