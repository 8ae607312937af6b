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

import { useBilingual } from '@/shared/i18n/bilingual'
import { formatInZone } from '@/shared/lib/platformTime'
import type { ListColumn } from '@/shared/ui/listPage/columns'
import { listBody, ListPage } from '@/shared/ui/listPage/ListPage'

import { useDeleteArticle, useSetArticleStatus } from '../api/articleActions'
import { type Article, type ArticleListQuery, ARTICLES_LIST, fetchArticles } from '../api/articles'
import { useCategoryChoices } from '../api/categories'
import { AUDIENCES, STATUSES } from '../lib/contentRules'
import { ArticleDrawer } from './ArticleDrawer'
import { AUDIENCE_COLOURS } from './audienceColours'

type ArticleFilters = Pick<ArticleListQuery, 'keyword' | 'status' | 'categoryId' | 'audience'>

interface ArticlesPageProps {
  /** content:edit — write, publish, take back and remove articles. */
  canEdit: boolean
}

/**
 * Content › Articles: every help article, drafts and published, the last
 * changed first; found by a word of either language, status, category and
 * readers; each written in a drawer with a tab per language.
 */
export function ArticlesPage({ canEdit }: ArticlesPageProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const inLanguage = useBilingual()
  const [open, setOpen] = useState<Article | 'new' | null>(null)
  const categories = useCategoryChoices()
  const status = useSetArticleStatus()
  const remove = useDeleteArticle()
  const failed = (error: unknown) => void message.error(error instanceof Error ? error.message : String(error))
  const format = t('adminContent.dateTimeFormat')

  const setStatus = (row: Article, next: Article['status']) =>
    status
      .mutateAsync({ id: row.id, status: next })
      .then(() => void message.success(t(next === 'published' ? 'adminContent.articles.published' : 'adminContent.articles.unpublished')))
      .catch(failed)

  const columns: ListColumn<Article>[] = [
    {
      key: 'title',
      title: t('adminContent.field.title'),
      sortable: true,
      render: (_, row) => (
        <Flex vertical gap={0} align="flex-start">
          <Button type="link" className="admin-content__title" onClick={() => setOpen(row)}>
            {row.title}
          </Button>
          {row.titleZh && <Typography.Text type="secondary">{row.titleZh}</Typography.Text>}
        </Flex>
      ),
    },
    { key: 'category', title: t('adminContent.field.category'), render: (_, row) => inLanguage(row.categoryName, row.categoryNameZh) },
    {
      key: 'audience',
      title: t('adminContent.field.audience'),
      render: (_, row) => <Tag color={AUDIENCE_COLOURS[row.audience]}>{t(`adminContent.audience.${row.audience}`)}</Tag>,
    },
    {
      key: 'status',
      title: t('adminContent.field.status'),
      sortable: true,
      render: (_, row) => (
        <Tag color={row.status === 'published' ? 'success' : 'default'}>{t(`adminContent.status.${row.status}`)}</Tag>
      ),
    },
    {
      key: 'languages',
      title: t('adminContent.field.languages'),
      defaultHidden: true,
      render: (_, row) => (row.titleZh && row.bodyZh ? t('adminContent.languages.both') : t('adminContent.languages.englishOnly')),
    },
    { key: 'sort', title: t('adminContent.field.sort'), sortable: true, align: 'right', defaultHidden: true },
    {
      key: 'publishedAt',
      title: t('adminContent.field.publishedAt'),
      sortable: true,
      render: (_, row) => (row.publishedAt ? formatInZone(row.publishedAt, format) : '—'),
    },
    {
      key: 'updatedAt',
      title: t('adminContent.field.updatedAt'),
      sortable: true,
      render: (_, row) => formatInZone(row.updatedAt, format),
    },
    {
      key: 'actions',
      title: t('adminContent.field.actions'),
      actions: true,
      render: (_, row) => (
        <Flex gap={4} wrap>
          <Button type="link" size="small" onClick={() => setOpen(row)}>
            {t(canEdit ? 'adminContent.action.edit' : 'adminContent.action.view')}
          </Button>
          {canEdit &&
            (row.status === 'draft' ? (
              <Button type="link" size="small" onClick={() => void setStatus(row, 'published')}>
                {t('adminContent.action.publish')}
              </Button>
            ) : (
              <Popconfirm
                title={t('adminContent.articles.unpublishQuestion')}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
                onConfirm={() => setStatus(row, 'draft')}
              >
                <Button type="link" size="small">
                  {t('adminContent.action.unpublish')}
                </Button>
              </Popconfirm>
            ))}
          {canEdit && (
            <Popconfirm
              title={t('adminContent.articles.removeQuestion')}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() =>
                remove
                  .mutateAsync(row.id)
                  .then(() => void message.success(t('adminContent.articles.removed')))
                  .catch(failed)
              }
            >
              <Button type="link" size="small" danger>
                {t('adminContent.action.remove')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ]

  return (
    <>
      <ListPage<Article, ArticleFilters>
        listKey={ARTICLES_LIST}
        title={t('adminContent.articles.title')}
        label={t('adminContent.articles.tableLabel')}
        emptyText={t('adminContent.articles.empty')}
        rowKey="id"
        columns={columns}
        defaultSort="updatedAt,desc"
        load={(query, signal) => fetchArticles(listBody(query), signal)}
        filterFields={
          <>
            <Form.Item name="keyword" label={t('adminContent.filter.keyword')}>
              <Input allowClear placeholder={t('adminContent.articles.keywordPlaceholder')} maxLength={100} />
            </Form.Item>
            <Form.Item name="status" label={t('adminContent.field.status')}>
              <Select
                allowClear
                placeholder={t('adminContent.filter.any')}
                className="admin-content__select"
                options={STATUSES.map((value) => ({ value, label: t(`adminContent.status.${value}`) }))}
              />
            </Form.Item>
            <Form.Item name="categoryId" label={t('adminContent.field.category')}>
              <Select
                allowClear
                placeholder={t('adminContent.filter.any')}
                className="admin-content__select"
                loading={categories.isPending}
                options={(categories.data ?? []).map((category) => ({ value: category.id, label: inLanguage(category.name, category.nameZh) }))}
              />
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
              {t('adminContent.articles.new')}
            </Button>
          )
        }
      />
      <ArticleDrawer open={open} canEdit={canEdit} onClose={() => setOpen(null)} />
    </>
  )
}
