import './adminCentres.css'

import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Select from 'antd/es/select'
import Tag from 'antd/es/tag'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

import { usePermission } from '@/shared/authority/permission'
import { cleanFilters, listBody, ListPage } from '@/shared/ui/listPage/ListPage'
import { type ListColumn, wordsFor } from '@/shared/ui/listPage/columns'

import { exportCentres } from '../api/centreExport'
import { CENTRE_LIST, type CentreFilters, type CentreItem, fetchCentres, useCentreRegions } from '../api/centres'
import { dollars, hasOwnRates } from '../lib/centreLabels'
import { CentreDrawer } from './CentreDrawer'

/** The address's `?centre=` names the centre open in the drawer, so a centre can be linked to and reloaded. */
const OPEN_CENTRE = 'centre'

function toFilters(values: Record<string, unknown>): CentreFilters {
  const { enabled, ownRates, ...rest } = cleanFilters(values)
  return {
    ...rest,
    ...(enabled === undefined ? {} : { enabled: enabled === 'on' }),
    ...(ownRates === undefined ? {} : { ownRates: ownRates === 'own' }),
  } as CentreFilters
}

/** Users › Centres (/users/centres): every centre with the spec's labels, filtered by the server, and a centre in a drawer. */
export function CentresPage() {
  const { t, i18n } = useTranslation()
  const [params, setParams] = useSearchParams()
  const opened = Number(params.get(OPEN_CENTRE))
  const open = Number.isInteger(opened) && opened > 0 ? opened : null
  const regions = useCentreRegions().data?.list ?? []
  const chinese = i18n.language === 'zh-CN'
  const mayExport = usePermission(['centre:list', 'export:read'])
  const regionWords: Record<string, string> = Object.fromEntries(regions.map((region) => [region.name, chinese ? region.nameZh : region.name]))

  const show = (centreId: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (centreId) next.set(OPEN_CENTRE, String(centreId))
        else next.delete(OPEN_CENTRE)
        return next
      },
      { replace: centreId === null },
    )

  const text = (value: string | null | undefined) => value || '—'
  const columns: ListColumn<CentreItem>[] = [
    {
      key: 'name',
      title: t('adminCentres.fields.name'),
      render: (_, centre) => (
        <Button type="link" className="admin-centres__name" onClick={() => show(centre.centreId)}>
          {centre.name}
        </Button>
      ),
    },
    { key: 'licenceNumber', title: t('adminCentres.fields.licenceNumber'), render: (_, c) => text(c.licenceNumber) },
    { key: 'companyName', title: t('adminCentres.fields.companyName'), defaultHidden: true, render: (_, c) => text(c.companyName) },
    { key: 'gstNumber', title: t('adminCentres.fields.gstNumber'), defaultHidden: true, render: (_, c) => text(c.gstNumber) },
    { key: 'contactPerson', title: t('adminCentres.fields.contactPerson'), render: (_, c) => text(c.contactPerson) },
    { key: 'email', title: t('adminCentres.fields.email'), render: (_, c) => text(c.email) },
    { key: 'phone', title: t('adminCentres.fields.phone'), render: (_, c) => text(c.phone) },
    { key: 'city', title: t('adminCentres.fields.city'), render: (_, c) => text(c.city) },
    { key: 'suburb', title: t('adminCentres.fields.suburb'), defaultHidden: true, render: (_, c) => text(c.suburb) },
    { key: 'address', title: t('adminCentres.fields.address'), defaultHidden: true, render: (_, c) => text(c.address) },
    { key: 'postalCode', title: t('adminCentres.fields.postalCode'), defaultHidden: true, render: (_, c) => text(c.postalCode) },
    {
      key: 'region',
      title: t('adminCentres.fields.region'),
      defaultHidden: true,
      render: (_, c) => text(c.region ? (regionWords[c.region] ?? c.region) : null),
      exportLabels: regionWords,
    },
    {
      key: 'qualifiedRate',
      title: t('adminCentres.fields.qualifiedRate'),
      render: (_, c) => (c.qualifiedRate ? dollars(c.qualifiedRate) : t('adminCentres.rates.platform')),
    },
    {
      key: 'unqualifiedRate',
      title: t('adminCentres.fields.unqualifiedRate'),
      render: (_, c) => (c.unqualifiedRate ? dollars(c.unqualifiedRate) : t('adminCentres.rates.platform')),
    },
    { key: 'qualifiedDiscount', title: t('adminCentres.fields.qualifiedDiscount'), defaultHidden: true, render: (_, c) => dollars(c.qualifiedDiscount) },
    { key: 'unqualifiedDiscount', title: t('adminCentres.fields.unqualifiedDiscount'), defaultHidden: true, render: (_, c) => dollars(c.unqualifiedDiscount) },
    {
      key: 'ownRates',
      title: t('adminCentres.fields.ownRates'),
      defaultHidden: true,
      render: (_, c) => (hasOwnRates(c) ? t('adminCentres.filters.own') : t('adminCentres.filters.platform')),
      exportLabels: wordsFor([true, false], (own) => t(own ? 'adminCentres.filters.own' : 'adminCentres.filters.platform')),
    },
    { key: 'bookings', title: t('adminCentres.fields.bookings') },
    {
      key: 'enabled',
      title: t('adminCentres.fields.enabled'),
      render: (_, c) => <Tag color={c.enabled ? 'green' : 'red'}>{c.enabled ? t('adminCentres.account.on') : t('adminCentres.account.off')}</Tag>,
      exportLabels: wordsFor([true, false], (on) => t(on ? 'adminCentres.account.on' : 'adminCentres.account.off')),
    },
    {
      key: 'createdAt',
      title: t('adminCentres.fields.createdAt'),
      defaultHidden: true,
      render: (_, c) => dayjs(c.createdAt).format(t('adminCentres.dateFormat')),
    },
    {
      key: 'actions',
      title: t('adminCentres.list.actions'),
      actions: true,
      fixed: 'right',
      render: (_, centre) => (
        <Button size="small" onClick={() => show(centre.centreId)} aria-label={t('adminCentres.list.openNamed', { name: centre.name })}>
          {t('adminCentres.list.open')}
        </Button>
      ),
    },
  ]

  return (
    <>
      <ListPage<CentreItem, CentreFilters>
        listKey={CENTRE_LIST}
        title={t('adminCentres.list.title')}
        label={t('adminCentres.list.label')}
        rowKey="centreId"
        columns={columns}
        load={(query, signal) => fetchCentres(listBody(query), signal)}
        toFilters={toFilters}
        emptyText={t('adminCentres.list.empty')}
        exportRows={mayExport ? exportCentres : undefined}
        filterFields={
          <>
            <Form.Item name="keyword" label={t('adminCentres.filters.keyword')}>
              <Input allowClear maxLength={100} placeholder={t('adminCentres.filters.keywordPlaceholder')} />
            </Form.Item>
            <Form.Item name="region" label={t('adminCentres.fields.region')}>
              <Select
                allowClear
                className="admin-centres__filter"
                placeholder={t('adminCentres.filters.anyRegion')}
                options={regions.map((region) => ({ value: region.name, label: chinese ? region.nameZh : region.name }))}
              />
            </Form.Item>
            <Form.Item name="enabled" label={t('adminCentres.fields.enabled')}>
              <Select
                allowClear
                className="admin-centres__filter"
                placeholder={t('adminCentres.filters.any')}
                options={[
                  { value: 'on', label: t('adminCentres.account.on') },
                  { value: 'off', label: t('adminCentres.account.off') },
                ]}
              />
            </Form.Item>
            <Form.Item name="ownRates" label={t('adminCentres.fields.ownRates')}>
              <Select
                allowClear
                className="admin-centres__filter"
                placeholder={t('adminCentres.filters.any')}
                options={[
                  { value: 'own', label: t('adminCentres.filters.own') },
                  { value: 'platform', label: t('adminCentres.filters.platform') },
                ]}
              />
            </Form.Item>
          </>
        }
      />
      <CentreDrawer centreId={open} onClose={() => show(null)} />
    </>
  )
}
