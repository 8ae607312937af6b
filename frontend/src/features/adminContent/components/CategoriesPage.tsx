import './adminContent.css'

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
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formatInZone } from '@/shared/lib/platformTime'
import type { ListColumn } from '@/shared/ui/listPage/columns'
import { listBody, ListPage } from '@/shared/ui/listPage/ListPage'

import { CATEGORIES_LIST, type Category, type CategoryListQuery, fetchCategories } from '../api/categories'
import { useDeleteCategory } from '../api/categoryActions'
import { AUDIENCES } from '../lib/contentRules'
import { AUDIENCE_COLOURS } from './audienceColours'
import { CategoryFormDialog } from './CategoryFormDialog'

type CategoryFilters = Pick<CategoryListQuery, 'keyword' | 'audience'>

interface CategoriesPageProps {
  /** content:edit — add, change and remove categories. */
  canEdit: boolean
}

/**
 * Content › Categories: the categories the Help pages group articles by, in
 * their order, each with its readers and how many articles it holds; an
 * empty one may be removed.
 */
export function CategoriesPage({ canEdit }: CategoriesPageProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [open, setOpen] = useState<Category | 'new' | null>(null)
  const remove = useDeleteCategory()

  const columns: ListColumn<Category>[] = [
    { key: 'sort', title: t('adminContent.field.sort'), sortable: true, align: 'right', width: 80 },
    {
      key: 'name',
      title: t('adminContent.field.name'),
      sortable: true,
      render: (_, row) => (
        <Flex vertical gap={0}>
          <Typography.Text strong>{row.name}</Typography.Text>
          {row.nameZh && <Typography.Text type="secondary">{row.nameZh}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'audience',
      title: t('adminContent.field.audience'),
      sortable: true,
      render: (_, row) => <Tag color={AUDIENCE_COLOURS[row.audience]}>{t(`adminContent.audience.${row.audience}`)}</Tag>,
    },
    {
      key: 'articles',
      title: t('adminContent.categories.articles'),
      align: 'right',
      render: (_, row) => t('adminContent.categories.articleCount', { published: row.published, total: row.articles }),
    },
    {
      key: 'updatedAt',
      title: t('adminContent.field.updatedAt'),
      sortable: true,
      defaultHidden: true,
      render: (_, row) => formatInZone(row.updatedAt, t('adminContent.dateTimeFormat')),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('adminContent.field.actions'),
            actions: true,
            render: (_: unknown, row: Category) => (
              <Flex gap={4} wrap>
                <Button type="link" size="small" onClick={() => setOpen(row)}>
                  {t('adminContent.action.edit')}
                </Button>
                <Popconfirm
                  title={t('adminContent.categories.removeQuestion', { name: row.name })}
                  okText={t('common.ok')}
                  cancelText={t('common.cancel')}
                  onConfirm={() =>
                    remove
                      .mutateAsync(row.id)
                      .then(() => void message.success(t('adminContent.categories.removed')))
                      .catch((error: unknown) => void message.error(error instanceof Error ? error.message : String(error)))
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('adminContent.action.remove')}
                  </Button>
                </Popconfirm>
              </Flex>
            ),
          } satisfies ListColumn<Category>,
        ]
      : []),
  ]

  return (
    <>
      <ListPage<Category, CategoryFilters>
        listKey={CATEGORIES_LIST}
        title={t('adminContent.categories.title')}
        label={t('adminContent.categories.tableLabel')}
        emptyText={t('adminContent.categories.empty')}
        rowKey="id"
        columns={columns}
        defaultSort="sort,asc"
        load={(query, signal) => fetchCategories(listBody(query), signal)}
        filterFields={
          <>
            <Form.Item name="keyword" label={t('adminContent.filter.keyword')}>
              <Input allowClear placeholder={t('adminContent.categories.keywordPlaceholder')} maxLength={100} />
            </Form.Item>
            <Form.Item name="audience" label={t('adminContent.field.audience')}>
              <Select
                allowClear
                placeholder={t('adminContent.filter.any')}
                className="admin-content__select"
                options={AUDIENCES.map((value) => ({ value, label: t(`adminContent.audience.${value}`) }))}
              />
            </Form.Item>
          </>
        }
        toolbar={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('new')}>
              {t('adminContent.categories.new')}
            </Button>
          )
        }
      />
      <CategoryFormDialog open={open} onClose={() => setOpen(null)} />
    </>
  )
}
