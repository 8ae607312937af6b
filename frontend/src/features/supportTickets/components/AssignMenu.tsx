import DownOutlined from '@ant-design/icons/DownOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Dropdown from 'antd/es/dropdown'
import Flex from 'antd/es/flex'
import { useTranslation } from 'react-i18next'

import { useAuthority } from '@/shared/authority/permission'

import { useAssignees, useAssignTicket } from '../api/assignTicket'
import { assignChoices } from '../lib/ticketRules'

/** Assign (ticket:assign): to me, to another staff member who may reply, or to nobody. */
export function AssignMenu({
  ticketNo,
  assigneeId,
  size,
}: {
  ticketNo: string
  assigneeId: number | null
  size?: 'small' | 'middle'
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const me = useAuthority()?.userId ?? null
  const assignees = useAssignees()
  const assign = useAssignTicket()
  const choices = assignChoices(assignees.data ?? [], me, assigneeId)

  const label = (kind: string, name?: string) =>
    kind === 'me' ? t('supportTickets.desk.assignToMe') : kind === 'nobody' ? t('supportTickets.desk.unassign') : name

  return (
    <Dropdown
      trigger={['click']}
      disabled={choices.length === 0}
      menu={{
        items: choices.map((choice) => ({
          key: choice.assigneeId === null ? 'nobody' : String(choice.assigneeId),
          label: label(choice.kind, choice.name),
          danger: choice.kind === 'nobody',
        })),
        onClick: ({ key }) => {
          const chosen = choices.find((choice) => (choice.assigneeId === null ? 'nobody' : String(choice.assigneeId)) === key)
          if (!chosen) return
          assign.mutate(
            { ticketNo, assigneeId: chosen.assigneeId },
            {
              onSuccess: (ticket) =>
                void message.success(
                  ticket.assigneeName
                    ? t('supportTickets.desk.assigned', { ticketNo, name: ticket.assigneeName })
                    : t('supportTickets.desk.unassigned', { ticketNo }),
                ),
            },
          )
        },
      }}
    >
      <Button size={size} loading={assign.isPending || assignees.isLoading} aria-label={t('supportTickets.desk.assignTicket', { ticketNo })}>
        <Flex gap={6} align="center">
          {t('supportTickets.desk.assign')}
          <DownOutlined />
        </Flex>
      </Button>
    </Dropdown>
  )
}
