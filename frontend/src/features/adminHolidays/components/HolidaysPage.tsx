import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined'
import PlusOutlined from '@ant-design/icons/PlusOutlined'
import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Popconfirm from 'antd/es/popconfirm'
import Select from 'antd/es/select'
import Table from 'antd/es/table'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

import { Permitted, usePermission } from '@/shared/authority/permission'
import { inPlatformZone } from '@/shared/lib/platformTime'
import { useNow } from '@/shared/lib/useNow'

import { useLoadHolidays, useRemoveHoliday } from '../api/holidayActions'
import { type AdminHoliday, useHolidays } from '../api/holidays'
import { regionName, yearChoices, yearOf } from '../lib/holidayRules'
import { HolidayDialog } from './HolidayDialog'

/**
 * Operations › Holidays: New Zealand's public holidays of a year (`?year=`),
 * national and regional, added, changed and removed by hand, or loaded for
 * the year as the server's holiday library computes them. Quotes use the
 * list as it is at once.
 */
export function HolidaysPage() {
  const { t, i18n } = useTranslation()
  const { message } = App.useApp()
  const [params, setParams] = useSearchParams()
  const thisYear = inPlatformZone(useNow(60_000)).year()
  const year = yearOf(params.get('year'), thisYear)
  const holidays = useHolidays(year)
  const remove = useRemoveHoliday()
  const load = useLoadHolidays()
  const mayEdit = usePermission('holiday:edit')
  const [open, setOpen] = useState<AdminHoliday | 'new' | null>(null)
  const chinese = i18n.language.startsWith('zh')
  const regions = holidays.data?.regions ?? []

  const loadYear = () =>
    load
      .mutateAsync(year)
      .then((done) => void message.success(t('adminHolidays.loaded', { year: done.year, added: done.added, existing: done.existing })))
      // The request layer has shown the refusal.
      .catch(() => undefined)

  const removeOne = (holiday: AdminHoliday) =>
    remove
      .mutateAsync(holiday.holidayId)
      .then(() => void message.success(t('adminHolidays.removed', { name: holiday.name })))
      .catch(() => undefined)

  const columns = [
    { key: 'date', title: t('adminHolidays.field.date'), dataIndex: 'date', width: 130 },
    {
      key: 'weekday',
      title: t('adminHolidays.field.weekday'),
      width: 120,
      render: (_: unknown, row: AdminHoliday) => t(`adminHolidays.weekday.${dayjs(row.date).day()}`),
    },
    { key: 'name', title: t('adminHolidays.field.name'), dataIndex: 'name' },
    {
      key: 'region',
      title: t('adminHolidays.field.region'),
      width: 220,
      render: (_: unknown, row: AdminHoliday) => {
        const name = regionName(row.region, regions, chinese)
        return name ? <Tag>{name}</Tag> : <Tag color="blue">{t('adminHolidays.national')}</Tag>
      },
    },
    ...(mayEdit
      ? [
          {
            key: 'actions',
            title: t('adminHolidays.field.actions'),
            width: 150,
            render: (_: unknown, row: AdminHoliday) => (
              <Flex gap={4}>
                <Button type="link" size="small" onClick={() => setOpen(row)}>
                  {t('adminHolidays.edit')}
                </Button>
                <Popconfirm
                  title={t('adminHolidays.removeQuestion', { name: row.name, date: row.date })}
                  okText={t('common.ok')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => removeOne(row)}
                >
                  <Button type="link" size="small" danger>
                    {t('adminHolidays.remove')}
                  </Button>
                </Popconfirm>
              </Flex>
            ),
          },
        ]
      : []),
  ]

  return (
    <Card
      title={t('adminHolidays.title')}
      extra={
        <Flex gap="small" wrap align="center">
          <Select<number>
            aria-label={t('adminHolidays.year')}
            value={year}
            style={{ width: 110 }}
            options={yearChoices(thisYear, year).map((choice) => ({ value: choice, label: String(choice) }))}
            onChange={(chosen) => setParams({ year: String(chosen) }, { replace: true })}
          />
          <Permitted permission="holiday:edit">
            <Button icon={<CloudDownloadOutlined />} loading={load.isPending} onClick={() => void loadYear()}>
              {t('adminHolidays.load', { year })}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('new')}>
              {t('adminHolidays.add')}
            </Button>
          </Permitted>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('adminHolidays.help')}</Typography.Text>
        {holidays.isError && (
          <Alert
            type="error"
            showIcon
            title={t('adminHolidays.loadFailed')}
            action={<Button onClick={() => void holidays.refetch()}>{t('adminHolidays.retry')}</Button>}
          />
        )}
        <Table<AdminHoliday>
          size="small"
          rowKey="holidayId"
          aria-label={t('adminHolidays.tableLabel', { year })}
          loading={holidays.isFetching}
          dataSource={holidays.data?.year === year ? holidays.data.list : []}
          columns={columns}
          pagination={false}
          locale={{ emptyText: t('adminHolidays.empty', { year }) }}
        />
      </Flex>
      <HolidayDialog open={open} year={year} regions={regions} onClose={() => setOpen(null)} />
    </Card>
  )
}
