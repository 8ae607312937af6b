import './adminFaq.css'

import PlusOutlined from '@ant-design/icons/PlusOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Popconfirm from 'antd/es/popconfirm'
import Select from 'antd/es/select'
import Switch from 'antd/es/switch'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formatInZone } from '@/shared/lib/platformTime'
import type { ListColumn } from '@/shared/ui/listPage/columns'
import { listBody, ListPage } from '@/shared/ui/listPage/ListPage'

import { useDeleteFaq, useSetFaqShown } from '../api/faqActions'
import { type Faq, FAQ_LIST, type FaqListQuery, fetchFaqs } from '../api/faqs'
import { AUDIENCES } from '../lib/faqRules'
import { FaqDrawer } from './FaqDrawer'

type FaqFilters = Pick<FaqListQuery, 'keyword' | 'shown' | 'audience'>

const AUDIENCE_COLOURS: Record<Faq['audience'], string> = { centres: 'blue', teachers: 'green', both: 'purple' }

interface FaqPageProps {
  /** faq:edit — write, show, hide and remove entries. */
  canEdit: boolean
}

/**
 * Operations › FAQ: every entry, shown and hidden, in the order the Help
 * pages show them; found by a word of either language, audience and
 * whether shown; each written in a drawer with a tab per language.
 */
export function FaqPage({ canEdit }: FaqPageProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [open, setOpen] = useState<Faq | 'new' | null>(null)
  const shown = useSetFaqShown()
  const remove = useDeleteFaq()
  const failed = (error: unknown) => void message.error(error instanceof Error ? error.message : String(error))

  const columns: ListColumn<Faq>[] = [
    { key: 'sort', title: t('adminFaq.field.sort'), sortable: true, align: 'right', width: 80 },
    {
      key: 'title',
      title: t('adminFaq.field.title'),
      sortable: true,
      render: (_, row) => (
        <Flex vertical gap={0} align="flex-start">
          <Button type="link" className="admin-faq__title" onClick={() => setOpen(row)}>
            {row.title}
          </Button>
          {row.titleZh && <Typography.Text type="secondary">{row.titleZh}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'audience',
      title: t('adminFaq.field.audience'),
      sortable: true,
      render: (_, row) => <Tag color={AUDIENCE_COLOURS[row.audience]}>{t(`adminFaq.audience.${row.audience}`)}</Tag>,
    },
    {
      key: 'languages',
      title: t('adminFaq.field.languages'),
      render: (_, row) =>
        row.titleZh && row.contentZh ? t('adminFaq.languages.both') : t('adminFaq.languages.englishOnly'),
    },
    {
      key: 'shown',
      title: t('adminFaq.field.shown'),
      sortable: true,
      render: (_, row) => (
        <Switch
          size="small"
          checked={row.shown}
          disabled={!canEdit}
          loading={shown.isPending && shown.variables?.id === row.id}
          aria-label={t('adminFaq.action.showQuestion', { title: row.title })}
          checkedChildren={t('adminFaq.shown.true')}
          unCheckedChildren={t('adminFaq.shown.false')}
          onChange={(next) =>
            shown
              .mutateAsync({ id: row.id, shown: next })
              .then(() => void message.success(t(next ? 'adminFaq.action.nowShown' : 'adminFaq.action.nowHidden')))
              .catch(failed)
          }
        />
      ),
    },
    {
      key: 'updatedAt',
      title: t('adminFaq.field.updatedAt'),
      sortable: true,
      render: (_, row) => formatInZone(row.updatedAt, t('adminFaq.dateTimeFormat')),
    },
    {
      key: 'actions',
      title: t('adminFaq.field.actions'),
      actions: true,
      render: (_, row) => (
        <Flex gap={4} wrap>
          <Button type="link" size="small" onClick={() => setOpen(row)}>
            {t(canEdit ? 'adminFaq.action.edit' : 'adminFaq.action.view')}
          </Button>
          {canEdit && (
            <Popconfirm
              title={t('adminFaq.action.removeQuestion')}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() =>
                remove
                  .mutateAsync(row.id)
                  .then(() => void message.success(t('adminFaq.action.removed')))
                  .catch(failed)
              }
            >
              <Button type="link" size="small" danger>
                {t('adminFaq.action.remove')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ]

  return (
    <>
      <ListPage<Faq, FaqFilters>
        listKey={FAQ_LIST}
        title={t('adminFaq.title')}
        label={t('adminFaq.tableLabel')}
        emptyText={t('adminFaq.empty')}
        rowKey="id"
        columns={columns}
        defaultSort="sort,asc"
        load={(query, signal) => fetchFaqs(listBody(query), signal)}
        filterFields={
          <>
            <Form.Item name="keyword" label={t('adminFaq.filter.keyword')}>
              <Input allowClear placeholder={t('adminFaq.filter.keywordPlaceholder')} maxLength={100} />
            </Form.Item>
            <Form.Item name="shown" label={t('adminFaq.field.shown')}>
              <Select
                allowClear
                placeholder={t('adminFaq.filter.any')}
                className="admin-faq__select"
                options={[true, false].map((value) => ({ value, label: t(`adminFaq.shown.${String(value)}`) }))}
              />
            </Form.Item>
            <Form.Item name="audience" label={t('adminFaq.field.audience')}>
              <Select
                allowClear
                placeholder={t('adminFaq.filter.any')}
                className="admin-faq__select"
                options={AUDIENCES.map((value) => ({ value, label: t(`adminFaq.audience.${value}`) }))}
              />
            </Form.Item>
          </>
        }
        toolbar={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('new')}>
              {t('adminFaq.new')}
            </Button>
          )
        }
      />
      <FaqDrawer open={open} canEdit={canEdit} onClose={() => setOpen(null)} />
    </>
  )
}
