import './adminCentres.css'

import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Descriptions from 'antd/es/descriptions'
import Drawer from 'antd/es/drawer'
import Flex from 'antd/es/flex'
import Skeleton from 'antd/es/skeleton'
import Table from 'antd/es/table'
import Tabs from 'antd/es/tabs'
import Tag from 'antd/es/tag'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'

import { usePermission } from '@/shared/authority/permission'
import { useWindowWidth } from '@/shared/lib/viewport'

import { type CentreBooking, type CentreDetail, type CentreInvoice, useCentreDetail } from '../api/centreDetail'
import { BOOKING_STATUSES, dollars, INVOICE_KINDS, INVOICE_STATUSES, labelOf, QUALIFICATIONS } from '../lib/centreLabels'
import { AccountSwitch } from './AccountSwitch'
import { CentreRatesForm } from './CentreRatesForm'

const DRAWER_WIDTH = 820

function useWhen() {
  const { t } = useTranslation()
  return (value: string | null | undefined) => (value ? dayjs(value).format(t('adminCentres.dateTimeFormat')) : '—')
}

function Profile({ centre }: { centre: CentreDetail }) {
  const { t } = useTranslation()
  const when = useWhen()
  const text = (value: string | null | undefined) => value || '—'
  return (
    <Flex vertical gap={16}>
      {!centre.enabled && (
        <Alert type="warning" showIcon title={t('adminCentres.account.offNotice', { notice: centre.deactiveNotice ?? '' })} />
      )}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        title={t('adminCentres.detail.profile')}
        items={[
          { key: 'name', label: t('adminCentres.fields.name'), children: centre.name },
          { key: 'licence', label: t('adminCentres.fields.licenceNumber'), children: text(centre.licenceNumber) },
          { key: 'company', label: t('adminCentres.fields.companyName'), children: text(centre.companyName) },
          { key: 'gst', label: t('adminCentres.fields.gstNumber'), children: text(centre.gstNumber) },
          { key: 'account', label: t('adminCentres.fields.accountEmail'), children: centre.accountEmail },
          { key: 'agreed', label: t('adminCentres.fields.agreed'), children: centre.agreed ? t('adminCentres.yes') : t('adminCentres.no') },
          { key: 'created', label: t('adminCentres.fields.createdAt'), children: when(centre.createdAt) },
        ]}
      />
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        title={t('adminCentres.detail.contact')}
        items={[
          { key: 'person', label: t('adminCentres.fields.contactPerson'), children: text(centre.contactPerson) },
          { key: 'email', label: t('adminCentres.fields.email'), children: text(centre.email) },
          { key: 'phone', label: t('adminCentres.fields.phone'), children: text(centre.phone) },
        ]}
      />
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        title={t('adminCentres.detail.location')}
        items={[
          { key: 'address', label: t('adminCentres.fields.address'), children: text(centre.address) },
          { key: 'suburb', label: t('adminCentres.fields.suburb'), children: text(centre.suburb) },
          { key: 'city', label: t('adminCentres.fields.city'), children: text(centre.city) },
          { key: 'zip', label: t('adminCentres.fields.postalCode'), children: text(centre.postalCode) },
          { key: 'region', label: t('adminCentres.fields.region'), children: text(centre.region) },
          { key: 'country', label: t('adminCentres.fields.country'), children: text(centre.country) },
          {
            key: 'point',
            label: t('adminCentres.fields.point'),
            children: `${centre.latitude.toFixed(5)}, ${centre.longitude.toFixed(5)}`,
          },
          { key: 'zone', label: t('adminCentres.fields.timeZone'), children: centre.timeZone },
        ]}
      />
    </Flex>
  )
}

function Bookings({ centre }: { centre: CentreDetail }) {
  const { t } = useTranslation()
  const when = useWhen()
  return (
    <Table<CentreBooking>
      size="small"
      rowKey="bookingId"
      pagination={false}
      aria-label={t('adminCentres.detail.bookingsLabel')}
      dataSource={centre.recentBookings}
      locale={{ emptyText: t('adminCentres.detail.noBookings') }}
      footer={() => t('adminCentres.detail.latest', { shown: centre.recentBookings.length, total: centre.bookings })}
      columns={[
        { key: 'id', title: t('adminCentres.booking.id'), dataIndex: 'bookingId' },
        {
          key: 'status',
          title: t('adminCentres.booking.status'),
          render: (_, b) => t(`adminCentres.booking.statuses.${labelOf(BOOKING_STATUSES, b.status)}`),
        },
        {
          key: 'qualification',
          title: t('adminCentres.booking.qualification'),
          render: (_, b) => t(`adminCentres.qualifications.${labelOf(QUALIFICATIONS, b.qualification)}`),
        },
        { key: 'teachers', title: t('adminCentres.booking.teachers'), dataIndex: 'numberOfTeachers' },
        { key: 'start', title: t('adminCentres.booking.startsAt'), render: (_, b) => when(b.startsAt) },
        { key: 'end', title: t('adminCentres.booking.endsAt'), render: (_, b) => when(b.endsAt) },
        { key: 'rate', title: t('adminCentres.booking.hourlyRate'), render: (_, b) => dollars(b.hourlyRate) },
      ]}
    />
  )
}

const INVOICE_COLOURS: Record<number, string> = { 1: 'gold', 2: 'green', 3: 'red' }

function Invoices({ centre }: { centre: CentreDetail }) {
  const { t } = useTranslation()
  const when = useWhen()
  return (
    <Table<CentreInvoice>
      size="small"
      rowKey="invoiceId"
      pagination={false}
      aria-label={t('adminCentres.detail.invoicesLabel')}
      dataSource={centre.recentInvoices}
      locale={{ emptyText: t('adminCentres.detail.noInvoices') }}
      footer={() => t('adminCentres.detail.latest', { shown: centre.recentInvoices.length, total: centre.invoices })}
      columns={[
        { key: 'number', title: t('adminCentres.invoice.number'), render: (_, i) => i.number ?? `#${i.invoiceId}` },
        { key: 'kind', title: t('adminCentres.invoice.kind'), render: (_, i) => t(`adminCentres.invoice.kinds.${labelOf(INVOICE_KINDS, i.kind)}`) },
        {
          key: 'status',
          title: t('adminCentres.invoice.status'),
          render: (_, i) => <Tag color={INVOICE_COLOURS[i.status]}>{t(`adminCentres.invoice.statuses.${labelOf(INVOICE_STATUSES, i.status)}`)}</Tag>,
        },
        { key: 'total', title: t('adminCentres.invoice.total'), render: (_, i) => dollars(i.total) },
        { key: 'issued', title: t('adminCentres.invoice.issuedAt'), render: (_, i) => when(i.issuedAt) },
        { key: 'due', title: t('adminCentres.invoice.dueAt'), render: (_, i) => when(i.dueAt) },
        { key: 'paid', title: t('adminCentres.invoice.paidAt'), render: (_, i) => when(i.paidAt) },
      ]}
    />
  )
}

function DrawerContent({ centreId, onClose }: { centreId: number; onClose: () => void }) {
  const { t } = useTranslation()
  const detail = useCentreDetail(centreId)
  if (detail.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('adminCentres.detail.loadFailed')}
        action={
          <Flex gap={8}>
            <Button size="small" onClick={() => void detail.refetch()}>
              {t('adminCentres.detail.retry')}
            </Button>
            <Button size="small" onClick={onClose}>
              {t('adminCentres.detail.close')}
            </Button>
          </Flex>
        }
      />
    )
  }
  if (!detail.data) return <Skeleton active paragraph={{ rows: 8 }} />
  const centre = detail.data
  return (
    <Tabs
      items={[
        { key: 'profile', label: t('adminCentres.detail.tabs.profile'), children: <Profile centre={centre} /> },
        { key: 'rates', label: t('adminCentres.detail.tabs.rates'), children: <CentreRatesForm centre={centre} /> },
        { key: 'bookings', label: t('adminCentres.detail.tabs.bookings', { count: centre.bookings }), children: <Bookings centre={centre} /> },
        { key: 'invoices', label: t('adminCentres.detail.tabs.invoices', { count: centre.invoices }), children: <Invoices centre={centre} /> },
      ]}
    />
  )
}

function DrawerTitle({ centreId }: { centreId: number }) {
  const { t } = useTranslation()
  const centre = useCentreDetail(centreId).data
  if (!centre) return null
  return (
    <Flex gap={8} align="center" wrap>
      <span>{centre.name}</span>
      <Tag color={centre.enabled ? 'green' : 'red'}>{centre.enabled ? t('adminCentres.account.on') : t('adminCentres.account.off')}</Tag>
    </Flex>
  )
}

function DrawerExtra({ centreId }: { centreId: number }) {
  const centre = useCentreDetail(centreId).data
  const maySwitch = usePermission('account:enable')
  return centre && maySwitch ? <AccountSwitch centre={centre} /> : null
}

/** A centre in the console: profile and location, rates and discounts (edited with centre:rates), bookings, invoices; its account switched with account:enable. */
export function CentreDrawer({ centreId, onClose }: { centreId: number | null; onClose: () => void }) {
  const width = useWindowWidth()
  return (
    <Drawer
      open={centreId !== null}
      size={Math.min(DRAWER_WIDTH, width)}
      onClose={onClose}
      destroyOnHidden
      title={centreId ? <DrawerTitle centreId={centreId} /> : null}
      extra={centreId ? <DrawerExtra centreId={centreId} /> : null}
    >
      {centreId && <DrawerContent centreId={centreId} onClose={onClose} />}
    </Drawer>
  )
}
