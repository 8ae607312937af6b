import './supportTickets.css'

import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Select from 'antd/es/select'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

import { usePermission } from '@/shared/authority/permission'

import { cleanFilters, listBody, ListPage } from '@/shared/ui/listPage/ListPage'
import type { ListColumn } from '@/shared/ui/listPage/columns'

import { useAssignees } from '../api/assignTicket'
import { fetchStaffTickets, type StaffTicketFilters, type StaffTicketItem, SUPPORT_DESK_LIST } from '../api/staffTickets'
import { TICKET_CATEGORIES, TICKET_STATUSES } from '../lib/ticketRules'
import { AssignMenu } from './AssignMenu'
import { StaffTicketDrawer } from './StaffTicketDrawer'
import { statusLabelKey, TicketStatusTag } from './TicketStatusTag'

/** The address's `?ticket=` names the ticket open in the drawer, so a ticket can be linked to and reloaded. */
const OPEN_TICKET = 'ticket'

/** The support desk (/support): every centre's tickets, filtered by the server, and a ticket's conversation in a drawer. */
export function SupportDeskPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const open = params.get(OPEN_TICKET)
  const when = (value: string) => dayjs(value).format(t('supportTickets.dateTimeFormat'))
  const mayAssign = usePermission('ticket:assign')
  const assignees = useAssignees()

  const show = (ticketNo: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (ticketNo) next.set(OPEN_TICKET, ticketNo)
        else next.delete(OPEN_TICKET)
        return next
      },
      { replace: ticketNo === null },
    )

  const columns: ListColumn<StaffTicketItem>[] = [
    {
      key: 'ticketNo',
      title: t('supportTickets.list.columns.ticketNo'),
      render: (_, ticket) => (
        <Button type="link" className="ticket-table__number" onClick={() => show(ticket.ticketNo)}>
          {ticket.ticketNo}
        </Button>
      ),
    },
    { key: 'subject', title: t('supportTickets.list.columns.subject'), ellipsis: true, width: 260 },
    { key: 'centreName', title: t('supportTickets.desk.centre'), render: (_, ticket) => ticket.centreName ?? '—' },
    {
      key: 'category',
      title: t('supportTickets.list.columns.category'),
      render: (_, ticket) => t(`supportTickets.category.${ticket.category}`),
    },
    {
      key: 'status',
      title: t('supportTickets.list.columns.status'),
      render: (_, ticket) => <TicketStatusTag status={ticket.status} audience="staff" />,
    },
    {
      key: 'assignee',
      title: t('supportTickets.desk.assignee'),
      render: (_, ticket) => ticket.assigneeName ?? <span className="support-desk__nobody">{t('supportTickets.desk.nobody')}</span>,
    },
    { key: 'createdAt', title: t('supportTickets.list.columns.createdAt'), render: (_, ticket) => when(ticket.createdAt) },
    { key: 'updatedAt', title: t('supportTickets.list.columns.updatedAt'), render: (_, ticket) => when(ticket.updatedAt) },
    {
      key: 'closedAt',
      title: t('supportTickets.desk.closedAt'),
      defaultHidden: true,
      render: (_, ticket) => (ticket.closedAt ? when(ticket.closedAt) : '—'),
    },
    {
      key: 'actions',
      title: t('supportTickets.list.columns.actions'),
      actions: true,
      fixed: 'right',
      render: (_, ticket) => (
        <Flex gap={8}>
          <Button size="small" onClick={() => show(ticket.ticketNo)}>
            {t('supportTickets.desk.open')}
          </Button>
          {mayAssign && <AssignMenu ticketNo={ticket.ticketNo} assigneeId={ticket.assigneeId} size="small" />}
        </Flex>
      ),
    },
  ]

  return (
    <>
      <ListPage<StaffTicketItem, StaffTicketFilters>
        listKey={SUPPORT_DESK_LIST}
        title={t('supportTickets.desk.title')}
        label={t('supportTickets.desk.label')}
        rowKey="ticketNo"
        columns={columns}
        load={(query, signal) => fetchStaffTickets(listBody(query), signal)}
        toFilters={(values) => cleanFilters(values) as StaffTicketFilters}
        emptyText={t('supportTickets.desk.empty')}
        filterFields={
          <>
            <Form.Item name="keyword" label={t('supportTickets.desk.keyword')}>
              <Input allowClear maxLength={100} className="support-desk__keyword" placeholder={t('supportTickets.desk.keywordPlaceholder')} />
            </Form.Item>
            <Form.Item name="status" label={t('supportTickets.list.columns.status')}>
              <Select
                allowClear
                className="support-desk__filter"
                placeholder={t('supportTickets.status.all')}
                options={TICKET_STATUSES.map((value) => ({ value, label: t(statusLabelKey(value, 'staff')) }))}
              />
            </Form.Item>
            <Form.Item name="assignee" label={t('supportTickets.desk.assignee')}>
              <Select
                allowClear
                className="support-desk__filter"
                placeholder={t('supportTickets.desk.anyone')}
                options={[
                  { value: 'mine', label: t('supportTickets.desk.mine') },
                  { value: 'unassigned', label: t('supportTickets.desk.unassignedFilter') },
                  ...(assignees.data ?? []).map((person) => ({ value: person.id, label: person.name })),
                ]}
              />
            </Form.Item>
            <Form.Item name="category" label={t('supportTickets.list.columns.category')}>
              <Select
                allowClear
                className="support-desk__filter"
                placeholder={t('supportTickets.desk.allCategories')}
                options={TICKET_CATEGORIES.map((value) => ({ value, label: t(`supportTickets.category.${value}`) }))}
              />
            </Form.Item>
          </>
        }
      />
      <StaffTicketDrawer ticketNo={open} onClose={() => show(null)} />
    </>
  )
}
