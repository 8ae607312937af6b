import Checkbox from 'antd/es/checkbox'
import Flex from 'antd/es/flex'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import type { Role } from '../api/roles'
import { mayManageLevel } from '../lib/levels'

interface RoleChoiceProps {
  roles: readonly Role[]
  value?: number[]
  onChange?: (value: number[]) => void
  /** The changer's own level: roles above it are shown but cannot be ticked or unticked. */
  ownLevel: number | null | undefined
}

/** The roles to hold, each with its level and description; those above the changer's level are locked. */
export function RoleChoice({ roles, value = [], onChange, ownLevel }: RoleChoiceProps) {
  const { t } = useTranslation()
  return (
    <Flex vertical gap={8} role="group" aria-label={t('staffAuthority.staff.roles')}>
      {roles.map((role) => {
        const locked = !mayManageLevel(ownLevel, role.level)
        return (
          <Checkbox
            key={role.id}
            checked={value.includes(role.id)}
            disabled={locked}
            onChange={(event) =>
              onChange?.(event.target.checked ? [...value, role.id] : value.filter((id) => id !== role.id))
            }
          >
            <Flex vertical>
              <span>
                {role.name} <Tag>{t('staffAuthority.roles.levelTag', { level: role.level })}</Tag>
                {locked && <Tag color="orange">{t('staffAuthority.roles.aboveYou')}</Tag>}
              </span>
              {role.description && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {role.description}
                </Typography.Text>
              )}
            </Flex>
          </Checkbox>
        )
      })}
    </Flex>
  )
}
