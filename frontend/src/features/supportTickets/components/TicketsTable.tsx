import './supportTickets.css'

import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Select from 'antd/es/select'
import dayjs from 'dayjs'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { actionsColumn, type CardColumns, statusColumn } from '@/shared/ui/cardColumns'
import { type Paging, PagedTable } from '@/shared/ui/PagedTable'

import { type TicketItem, useTicketList } from '../api/tickets'
import { TICKET_STATUSES } from '../lib/ticketRules'
import { TicketStatusTag } from './TicketStatusTag'

interface TicketsTableProps {
  onOpen: (ticketNo: string) => void
  emptyAction?: ReactNode
}

/** Support History: the centre's tickets, newest first, paged, with a status filter. */
export function TicketsTable({ onOpen, emptyAction }: TicketsTableProps) {
  const { t } = useTranslation()
  const [paging, setPaging] = useState<Paging>({ pageNo: 1, pageSize: 10 })
  const [status, setStatus] = useState<number | null>(null)
  const list = useTicketList({ ...paging, status })
  const when = (value: string) => dayjs(value).format(t('supportTickets.dateTimeFormat'))

  const columns: CardColumns<TicketItem> = [
    {
      key: 'ticketNo',
      title: t('supportTickets.list.columns.ticketNo'),
      card: 'title',
      render: (_, ticket) => (
        <Button type="link" className="ticket-table__number" onClick={() => onOpen(ticket.ticketNo)}>
          {ticket.ticketNo}
        </Button>
      ),
    },
    { key: 'subject', title: t('supportTickets.list.columns.subject'), dataIndex: 'subject', ellipsis: true, card: 'lead' },
    {
      key: 'category',
      title: t('supportTickets.list.columns.category'),
      render: (_, ticket) => t(`supportTickets.category.${ticket.category}`),
    },
    statusColumn(t('supportTickets.list.columns.status'), (ticket) => <TicketStatusTag status={ticket.status} />),
    { key: 'created', title: t('supportTickets.list.columns.createdAt'), render: (_, ticket) => when(ticket.createdAt) },
    {
      key: 'updated',
      title: t('supportTickets.list.columns.updatedAt'),
      responsive: ['md'],
      render: (_, ticket) => when(ticket.updatedAt),
    },
    actionsColumn(t('supportTickets.list.columns.actions'), (ticket) => (
      <Button size="small" onClick={() => onOpen(ticket.ticketNo)}>
        {t('supportTickets.list.view')}
      </Button>
    )),
  ]

  return (
    <Flex vertical gap={12}>
      <Select<number | null>
        className="ticket-table__filter"
        value={status}
        aria-label={t('supportTickets.list.columns.status')}
        onChange={(value) => {
          setStatus(value)
          setPaging({ ...paging, pageNo: 1 })
        }}
        options={[
          { value: null, label: t('supportTickets.status.all') },
          ...TICKET_STATUSES.map((value) => ({ value, label: t(`supportTickets.status.${value}`) })),
        ]}
      />
      <PagedTable<TicketItem>
        rowKey="ticketNo"
        columns={columns}
        page={list.data}
        loading={list.isFetching}
        label={t('supportTickets.list.label')}
        emptyText={t('supportTickets.list.empty')}
        emptyAction={emptyAction}
        paging={paging}
        onPaging={setPaging}
      />
    </Flex>
  )
}
