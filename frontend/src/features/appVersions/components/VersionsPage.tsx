import './appVersions.css'

import PlusOutlined from '@ant-design/icons/PlusOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Popconfirm from 'antd/es/popconfirm'
import Select from 'antd/es/select'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formatInZone } from '@/shared/lib/platformTime'
import type { ListColumn } from '@/shared/ui/listPage/columns'
import { listBody, ListPage } from '@/shared/ui/listPage/ListPage'

import { useDeleteVersion } from '../api/versionActions'
import { type AppVersion, fetchVersions, type VersionListQuery, VERSIONS_LIST } from '../api/versions'
import { PLATFORMS, UPDATE_TYPES } from '../lib/versionRules'
import { VersionFormDialog } from './VersionFormDialog'

type VersionFilters = Pick<VersionListQuery, 'platform' | 'type' | 'keyword'>

const TYPE_COLOURS: Record<AppVersion['type'], string> = { general: 'blue', silent: 'default', forced: 'red' }

interface VersionsPageProps {
  /** version:edit — add, change and remove versions. */
  canEdit: boolean
}

/**
 * The apps' versions (Android, iOS and the teacher web app): the highest
 * number first, by platform, type and a keyword; each added, changed or
 * removed in a dialog. Apps are told of a version from its release date.
 */
export function VersionsPage({ canEdit }: VersionsPageProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [open, setOpen] = useState<AppVersion | 'new' | null>(null)
  const remove = useDeleteVersion()

  const columns: ListColumn<AppVersion>[] = [
    {
      key: 'number',
      title: t('appVersions.field.number'),
      sortable: true,
      render: (_, row) => <Typography.Text strong>{row.number}</Typography.Text>,
    },
    {
      key: 'platform',
      title: t('appVersions.field.platform'),
      sortable: true,
      render: (_, row) => t(`appVersions.platform.${row.platform}`),
    },
    {
      key: 'type',
      title: t('appVersions.field.type'),
      sortable: true,
      render: (_, row) => <Tag color={TYPE_COLOURS[row.type]}>{t(`appVersions.type.${row.type}`)}</Tag>,
    },
    {
      key: 'releaseDate',
      title: t('appVersions.field.releaseDate'),
      sortable: true,
      render: (_, row) => (
        <Flex gap={6} align="center" wrap>
          {dayjs(row.releaseDate).format(t('appVersions.dateFormat'))}
          {!row.released && <Tag color="gold">{t('appVersions.upcoming')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'package',
      title: t('appVersions.field.package'),
      render: (_, row) => (row.package ? <Typography.Text ellipsis={{ tooltip: row.package }} className="app-versions__package">{row.package}</Typography.Text> : '—'),
    },
    {
      key: 'description',
      title: t('appVersions.field.description'),
      render: (_, row) => row.description ? <Typography.Text ellipsis={{ tooltip: row.description }} className="app-versions__description">{row.description}</Typography.Text> : '—',
    },
    {
      key: 'updatedAt',
      title: t('appVersions.field.updatedAt'),
      sortable: true,
      defaultHidden: true,
      render: (_, row) => formatInZone(row.updatedAt, t('appVersions.dateTimeFormat')),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('appVersions.field.actions'),
            actions: true,
            render: (_: unknown, row: AppVersion) => (
              <Flex gap={4} wrap>
                <Button type="link" size="small" onClick={() => setOpen(row)}>
                  {t('appVersions.action.edit')}
                </Button>
                <Popconfirm
                  title={t('appVersions.action.removeQuestion', { number: row.number })}
                  okText={t('common.ok')}
                  cancelText={t('common.cancel')}
                  onConfirm={() =>
                    remove
                      .mutateAsync(row.id)
                      .then(() => void message.success(t('appVersions.action.removed')))
                      .catch((error: unknown) => void message.error(error instanceof Error ? error.message : String(error)))
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('appVersions.action.remove')}
                  </Button>
                </Popconfirm>
              </Flex>
            ),
          } satisfies ListColumn<AppVersion>,
        ]
      : []),
  ]

  return (
    <>
      <ListPage<AppVersion, VersionFilters>
        listKey={VERSIONS_LIST}
        title={t('appVersions.title')}
        label={t('appVersions.tableLabel')}
        emptyText={t('appVersions.empty')}
        rowKey="id"
        columns={columns}
        defaultSort="number,desc"
        load={(query, signal) => fetchVersions(listBody(query), signal)}
        filterFields={
          <>
            <Form.Item name="keyword" label={t('appVersions.filter.keyword')}>
              <Input allowClear placeholder={t('appVersions.filter.keywordPlaceholder')} maxLength={100} />
            </Form.Item>
            <Form.Item name="platform" label={t('appVersions.field.platform')}>
              <Select
                allowClear
                placeholder={t('appVersions.filter.any')}
                className="app-versions__select"
                options={PLATFORMS.map((value) => ({ value, label: t(`appVersions.platform.${value}`) }))}
              />
            </Form.Item>
            <Form.Item name="type" label={t('appVersions.field.type')}>
              <Select
                allowClear
                placeholder={t('appVersions.filter.any')}
                className="app-versions__select"
                options={UPDATE_TYPES.map((value) => ({ value, label: t(`appVersions.type.${value}`) }))}
              />
            </Form.Item>
          </>
        }
        toolbar={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('new')}>
              {t('appVersions.new')}
            </Button>
          )
        }
      />
      <VersionFormDialog open={open} onClose={() => setOpen(null)} />
    </>
  )
}
