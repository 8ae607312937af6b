import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined'
import DeleteOutlined from '@ant-design/icons/DeleteOutlined'
import EyeOutlined from '@ant-design/icons/EyeOutlined'
import { useQueryClient } from '@tanstack/react-query'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import DatePicker from 'antd/es/date-picker'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Select from 'antd/es/select'
import Space from 'antd/es/space'
import Tabs from 'antd/es/tabs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { usePermission } from '@/shared/authority/permission'
import { formatInZone } from '@/shared/lib/platformTime'
import { type ListColumn, wordsFor } from '@/shared/ui/listPage/columns'
import { listBody, ListPage, listQueryKey } from '@/shared/ui/listPage/ListPage'
import { CentrePicker, TeacherPicker } from '@/shared/ui/staffPickers/StaffPickers'

import type { DeskKind, DeskTarget } from '../api/deskDetails'
import {
  BOOKING_LIST,
  type BookingRow,
  type DeskFilters,
  fetchBookingList,
  fetchInviteList,
  fetchJobRecordList,
  INVITE_LIST,
  type InviteRow,
  JOB_RECORD_LIST,
  type JobRecordRow,
} from '../api/deskLists'
import { removeDeskRow } from '../api/deskRemove'
import { exportJobRecords } from '../api/exportJobRecords'
import { breakText, deskFilters, statusCodes, statusName } from '../lib/deskView'
import { CancelForCentreDialog } from './CancelForCentreDialog'
import { DeskDetailDrawer } from './DeskDetailDrawer'
import { StatusTag } from './StatusTag'

const TIME = 'YYYY-MM-DD HH:mm'
const LIST_OF: Record<DeskKind, string> = { booking: BOOKING_LIST, invite: INVITE_LIST, jobRecord: JOB_RECORD_LIST }

function FilterFields({ table }: { table: DeskKind }) {
  const { t } = useTranslation()
  return (
    <>
      <Form.Item name="status" label={t('adminBookings.status.title')}>
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('adminBookings.status.any')}
          options={statusCodes(table).map((code) => ({ value: code, label: <StatusTag table={table} status={code} /> }))}
        />
      </Form.Item>
      <Form.Item name="centreId" label={t('adminBookings.centre')}>
        <CentrePicker width={200} />
      </Form.Item>
      <Form.Item name="teacherId" label={t('adminBookings.teacher')}>
        <TeacherPicker width={200} />
      </Form.Item>
      <Form.Item name="bookingId" label={t('adminBookings.bookingId')}>
        <Input allowClear style={{ width: 90 }} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="keyword" label={t('adminBookings.keyword')}>
        <Input allowClear placeholder={t('adminBookings.keywordHint')} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="period" label={t('adminBookings.period')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </>
  )
}

/**
 * The staff's booking desk: bookings, invites and job records of every
 * centre, filtered by status, centre, teacher, booking, period and keyword;
 * a row opens with its booking's timeline and operation records; staff with
 * booking:delete remove rows (refused while money depends on them), staff
 * with booking:export export the job records.
 */
export function AdminBookingsPage() {
  const { t } = useTranslation()
  const { modal, message } = App.useApp()
  const queryClient = useQueryClient()
  const mayRemove = usePermission('booking:delete')
  const mayExport = usePermission(['booking:export', 'export:read'])
  const mayCancel = usePermission('booking:cancel')
  const [open, setOpen] = useState<DeskTarget | null>(null)
  const [cancelling, setCancelling] = useState<number | null>(null)
  const refreshAll = () =>
    Promise.all(Object.values(LIST_OF).map((key) => queryClient.invalidateQueries({ queryKey: listQueryKey(key) })))

  const confirmRemove = (target: DeskTarget) =>
    modal.confirm({
      title: t('adminBookings.removeTitle', { what: t(`adminBookings.what.${target.kind}`) }),
      content: t('adminBookings.removeText'),
      okText: t('adminBookings.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        // A refusal (money depends on the row) is shown by the API client.
        const removed = await removeDeskRow(target).then(
          () => true,
          () => false,
        )
        if (!removed) return
        message.success(t('adminBookings.removed'))
        await refreshAll()
      },
    })

  const actions = <Row,>(kind: DeskKind, idOf: (row: Row) => number): ListColumn<Row> => ({
    key: 'actions',
    title: t('adminBookings.actions'),
    actions: true,
    fixed: 'right',
    render: (_, row) => (
      <Space size={0}>
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined />}
          onClick={(event) => {
            event.stopPropagation()
            setOpen({ kind, id: idOf(row) })
          }}
        >
          {t('adminBookings.open')}
        </Button>
        {mayCancel && kind === 'booking' && (
          <Button
            type="link"
            size="small"
            icon={<CloseCircleOutlined />}
            onClick={(event) => {
              event.stopPropagation()
              setCancelling(idOf(row))
            }}
          >
            {t('adminBookings.cancel')}
          </Button>
        )}
        {mayRemove && (
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={(event) => {
              event.stopPropagation()
              confirmRemove({ kind, id: idOf(row) })
            }}
          >
            {t('adminBookings.remove')}
          </Button>
        )}
      </Space>
    ),
  })

  const bookingColumns: ListColumn<BookingRow>[] = [
    { key: 'bookingId', title: t('adminBookings.bookingId') },
    { key: 'status', title: t('adminBookings.status.title'), render: (_, row) => <StatusTag table="booking" status={row.status} /> },
    { key: 'centreName', title: t('adminBookings.centre'), render: (_, row) => `${row.centreName} (#${row.centreId})` },
    { key: 'startsAt', title: t('adminBookings.startsAt'), render: (_, row) => formatInZone(row.startsAt, TIME) },
    { key: 'endsAt', title: t('adminBookings.endsAt'), render: (_, row) => formatInZone(row.endsAt, TIME) },
    { key: 'numberOfTeachers', title: t('adminBookings.teachers') },
    { key: 'hourlyRate', title: t('adminBookings.hourlyRate'), render: (_, row) => `$${row.hourlyRate}` },
    { key: 'multiDay', title: t('adminBookings.multiDay'), render: (_, row) => (row.multiDay ? t('adminBookings.yes') : t('adminBookings.no')) },
    { key: 'boosted', title: t('adminBookings.boosted'), defaultHidden: true, render: (_, row) => (row.boosted ? t('adminBookings.yes') : t('adminBookings.no')) },
    { key: 'inviteRangeKm', title: t('adminBookings.inviteRange'), defaultHidden: true },
    { key: 'notes', title: t('adminBookings.notes'), defaultHidden: true, ellipsis: true, width: 200 },
    { key: 'cancelReason', title: t('adminBookings.cancelReason'), defaultHidden: true, ellipsis: true, width: 200 },
    actions<BookingRow>('booking', (row) => row.bookingId),
  ]

  const inviteColumns: ListColumn<InviteRow>[] = [
    { key: 'inviteId', title: t('adminBookings.inviteId') },
    { key: 'bookingId', title: t('adminBookings.bookingId') },
    { key: 'status', title: t('adminBookings.status.title'), render: (_, row) => <StatusTag table="invite" status={row.status} /> },
    { key: 'centreName', title: t('adminBookings.centre'), render: (_, row) => `${row.centreName} (#${row.centreId})` },
    { key: 'teacherName', title: t('adminBookings.teacher'), render: (_, row) => `${row.teacherName} (#${row.teacherId})` },
    { key: 'stage', title: t('adminBookings.stage') },
    { key: 'distanceKm', title: t('adminBookings.distance'), defaultHidden: true },
    { key: 'invitedAt', title: t('adminBookings.invitedAt'), render: (_, row) => formatInZone(row.invitedAt, TIME) },
    { key: 'startsAt', title: t('adminBookings.startsAt'), render: (_, row) => formatInZone(row.startsAt, TIME) },
    actions<InviteRow>('invite', (row) => row.inviteId),
  ]

  const recordColumns: ListColumn<JobRecordRow>[] = [
    { key: 'jobRecordId', title: t('adminBookings.jobRecordId') },
    { key: 'bookingId', title: t('adminBookings.bookingId') },
    {
      key: 'status',
      title: t('adminBookings.status.title'),
      render: (_, row) => <StatusTag table="jobRecord" status={row.status} />,
      exportLabels: wordsFor(statusCodes('jobRecord'), (code) => t(`adminBookings.status.${statusName('jobRecord', code)}`)),
    },
    { key: 'centreName', title: t('adminBookings.centre'), render: (_, row) => `${row.centreName} (#${row.centreId})` },
    { key: 'teacherName', title: t('adminBookings.teacher'), render: (_, row) => `${row.teacherName} (#${row.teacherId})` },
    { key: 'startsAt', title: t('adminBookings.startsAt'), render: (_, row) => formatInZone(row.startsAt, TIME) },
    { key: 'endsAt', title: t('adminBookings.endsAt'), render: (_, row) => formatInZone(row.endsAt, TIME) },
    { key: 'breakMinutes', title: t('adminBookings.breakMinutes'), defaultHidden: true, render: (_, row) => breakText(row.breakMinutes) },
    { key: 'workingHours', title: t('adminBookings.workingHours') },
    { key: 'hourlyRate', title: t('adminBookings.hourlyRate'), render: (_, row) => `$${row.hourlyRate}` },
    { key: 'grossPayment', title: t('adminBookings.grossPayment'), render: (_, row) => `$${row.grossPayment}` },
    { key: 'leaveReason', title: t('adminBookings.leaveReason'), defaultHidden: true, ellipsis: true, width: 200 },
    { key: 'cancelFee', title: t('adminBookings.cancelFee'), defaultHidden: true, render: (_, row) => (row.cancelFee ? `$${row.cancelFee}` : '—') },
    { key: 'invoiceId', title: t('adminBookings.invoiceId'), defaultHidden: true, render: (_, row) => row.invoiceId ?? '—' },
    actions<JobRecordRow>('jobRecord', (row) => row.jobRecordId),
  ]

  const rowOpens = (kind: DeskKind, id: number) => ({ onClick: () => setOpen({ kind, id }), style: { cursor: 'pointer' } })

  return (
    <>
      <Tabs
        items={[
          {
            key: 'bookings',
            label: t('adminBookings.tabs.bookings'),
            children: (
              <ListPage<BookingRow, DeskFilters>
                listKey={BOOKING_LIST}
                title={t('adminBookings.tabs.bookings')}
                label={t('adminBookings.tabs.bookings')}
                rowKey="bookingId"
                columns={bookingColumns}
                load={(query, signal) => fetchBookingList(listBody(query), signal)}
                toFilters={deskFilters}
                filterFields={<FilterFields table="booking" />}
                onRow={(row) => rowOpens('booking', row.bookingId)}
              />
            ),
          },
          {
            key: 'invites',
            label: t('adminBookings.tabs.invites'),
            children: (
              <ListPage<InviteRow, DeskFilters>
                listKey={INVITE_LIST}
                title={t('adminBookings.tabs.invites')}
                label={t('adminBookings.tabs.invites')}
                rowKey="inviteId"
                columns={inviteColumns}
                load={(query, signal) => fetchInviteList(listBody(query), signal)}
                toFilters={deskFilters}
                filterFields={<FilterFields table="invite" />}
                onRow={(row) => rowOpens('invite', row.inviteId)}
              />
            ),
          },
          {
            key: 'jobRecords',
            label: t('adminBookings.tabs.jobRecords'),
            children: (
              <ListPage<JobRecordRow, DeskFilters>
                listKey={JOB_RECORD_LIST}
                title={t('adminBookings.tabs.jobRecords')}
                label={t('adminBookings.tabs.jobRecords')}
                rowKey="jobRecordId"
                columns={recordColumns}
                load={(query, signal) => fetchJobRecordList(listBody(query), signal)}
                toFilters={deskFilters}
                filterFields={<FilterFields table="jobRecord" />}
                exportRows={mayExport ? exportJobRecords : undefined}
                onRow={(row) => rowOpens('jobRecord', row.jobRecordId)}
              />
            ),
          },
        ]}
      />
      <DeskDetailDrawer target={open} onClose={() => setOpen(null)} onChanged={() => void refreshAll()} />
      <CancelForCentreDialog
        bookingId={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => {
          setCancelling(null)
          message.success(t('adminBookings.cancelled'))
          void refreshAll()
        }}
      />
    </>
  )
}
