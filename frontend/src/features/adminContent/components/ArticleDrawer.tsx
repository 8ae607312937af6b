import './adminContent.css'

import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Drawer from 'antd/es/drawer'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import InputNumber from 'antd/es/input-number'
import Radio from 'antd/es/radio'
import Select from 'antd/es/select'
import Skeleton from 'antd/es/skeleton'
import Tabs from 'antd/es/tabs'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useBilingual } from '@/shared/i18n/bilingual'
import { formRefusal } from '@/shared/refusals/formRefusal'

import { useSaveArticle } from '../api/articleActions'
import type { Article } from '../api/articles'
import { useCategoryChoices } from '../api/categories'
import {
  ARTICLE_FIELDS,
  articleDraftOf,
  articleValuesOf,
  type ArticleValues,
  CHINESE_ARTICLE_FIELDS,
  hasWords,
  SORT_MAX,
  STATUSES,
  TITLE_MAX,
} from '../lib/contentRules'

// The editor (Tiptap and ProseMirror) loads only when an article is written.
const RichTextEditor = lazy(() => import('@/shared/ui/richText/RichTextEditor'))

type Tab = 'en' | 'zh'

interface ArticleDrawerProps {
  /** The article being changed, a new one (`'new'`), or closed (null). */
  open: Article | 'new' | null
  /** content:edit — without it the article is only read. */
  canEdit: boolean
  onClose: () => void
}

/**
 * A help article: its category, its title and rich-text body in English and
 * Chinese (a tab each; the Chinese optional), published or draft, and its
 * place in its category. The server sanitises the bodies when it saves them.
 */
export function ArticleDrawer({ open, canEdit, onClose }: ArticleDrawerProps) {
  const { t } = useTranslation()
  const article = open === 'new' ? null : open
  const title = article ? t(canEdit ? 'adminContent.articles.editTitle' : 'adminContent.articles.viewTitle') : t('adminContent.articles.newTitle')
  return (
    <Drawer title={title} open={open !== null} onClose={onClose} size={820} destroyOnHidden>
      {open !== null && <ArticleForm key={article?.id ?? 'new'} article={article} canEdit={canEdit} onDone={onClose} />}
    </Drawer>
  )
}

interface BodyFieldProps {
  value?: string
  onChange?: (html: string) => void
  label: string
  disabled: boolean
}

/** The rich-text editor as a form field. */
function BodyField({ value, onChange, label, disabled }: BodyFieldProps) {
  const { t } = useTranslation()
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} aria-label={t('adminContent.articles.loadingEditor')} />}>
      <RichTextEditor value={value ?? ''} onChange={(html) => onChange?.(html)} label={label} disabled={disabled} />
    </Suspense>
  )
}

function ArticleForm({ article, canEdit, onDone }: { article: Article | null; canEdit: boolean; onDone: () => void }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const inLanguage = useBilingual()
  const [form] = Form.useForm<ArticleValues>()
  const [tab, setTab] = useState<Tab>('en')
  const [failure, setFailure] = useState<string | null>(null)
  const categories = useCategoryChoices()
  const save = useSaveArticle()
  const disabled = !canEdit || save.isPending

  const submit = (values: ArticleValues) => {
    if (values.categoryId === undefined) return
    setFailure(null)
    save.mutate(articleDraftOf({ ...values, categoryId: values.categoryId }, article?.id), {
      onSuccess: (saved) => {
        void message.success(t(saved.status === 'published' ? 'adminContent.articles.savedPublished' : 'adminContent.articles.savedDraft'))
        onDone()
      },
      onError: (error) => {
        const refusal = formRefusal(error, ARTICLE_FIELDS)
        if (refusal.field) {
          form.setFields([{ name: refusal.field, errors: [refusal.text] }])
          if (refusal.field === 'title' || refusal.field === 'body' || CHINESE_ARTICLE_FIELDS.includes(refusal.field)) {
            setTab(CHINESE_ARTICLE_FIELDS.includes(refusal.field) ? 'zh' : 'en')
          }
        } else setFailure(refusal.text)
      },
    })
  }

  const texts = (language: Tab) => {
    const chinese = language === 'zh'
    const label = t(chinese ? 'adminContent.articles.bodyChinese' : 'adminContent.articles.bodyEnglish')
    return (
      <>
        <Form.Item
          name={chinese ? 'titleZh' : 'title'}
          label={t('adminContent.field.title')}
          extra={chinese ? t('adminContent.chineseHelp') : undefined}
          rules={chinese ? [] : [{ required: true, whitespace: true, message: t('adminContent.articles.titleRequired') }]}
        >
          <Input maxLength={TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item
          name={chinese ? 'bodyZh' : 'body'}
          label={label}
          rules={
            chinese
              ? []
              : [
                  {
                    validator: async (_, value: unknown) => {
                      if (typeof value !== 'string' || !hasWords(value)) throw new Error(t('adminContent.articles.bodyRequired'))
                    },
                  },
                ]
          }
        >
          <BodyField label={label} disabled={disabled} />
        </Form.Item>
      </>
    )
  }

  return (
    <Form<ArticleValues>
      form={form}
      name="article"
      layout="vertical"
      initialValues={articleValuesOf(article)}
      onFinish={submit}
      onFinishFailed={({ errorFields }) => {
        const names = errorFields.map((field) => field.name[0])
        if (names.some((name) => name === 'title' || name === 'body')) setTab('en')
        else if (names.some((name) => CHINESE_ARTICLE_FIELDS.includes(name as keyof ArticleValues))) setTab('zh')
      }}
      onValuesChange={() => setFailure(null)}
      disabled={disabled}
      aria-label={article ? t('adminContent.articles.editTitle') : t('adminContent.articles.newTitle')}
    >
      {failure && <Alert type="error" showIcon title={failure} className="admin-content__alert" />}
      <Flex gap="large" wrap>
        <Form.Item
          name="categoryId"
          label={t('adminContent.field.category')}
          rules={[{ required: true, message: t('adminContent.articles.categoryRequired') }]}
        >
          <Select
            className="admin-content__select"
            loading={categories.isPending}
            placeholder={t('adminContent.articles.chooseCategory')}
            notFoundContent={t('adminContent.articles.noCategories')}
            options={(categories.data ?? []).map((category) => ({
              value: category.id,
              label: `${inLanguage(category.name, category.nameZh)} · ${t(`adminContent.audience.${category.audience}`)}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('adminContent.field.status')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={STATUSES.map((value) => ({ value, label: t(`adminContent.status.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="sort" label={t('adminContent.field.sort')} tooltip={t('adminContent.sortHelp')}>
          <InputNumber min={0} max={SORT_MAX} precision={0} />
        </Form.Item>
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          { key: 'en', label: t('adminContent.english'), children: texts('en'), forceRender: true },
          { key: 'zh', label: t('adminContent.chinese'), children: texts('zh'), forceRender: true },
        ]}
      />
      <Flex gap="small" justify="end">
        <Button onClick={onDone} disabled={false}>
          {t('common.cancel')}
        </Button>
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('adminContent.save')}
          </Button>
        )}
      </Flex>
    </Form>
  )
}
