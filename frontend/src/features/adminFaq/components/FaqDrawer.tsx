import './adminFaq.css'

import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Drawer from 'antd/es/drawer'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import InputNumber from 'antd/es/input-number'
import Radio from 'antd/es/radio'
import Switch from 'antd/es/switch'
import Tabs from 'antd/es/tabs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formRefusal } from '@/shared/refusals/formRefusal'

import { useSaveFaq } from '../api/faqActions'
import type { Faq } from '../api/faqs'
import {
  AUDIENCES,
  CHINESE_FIELDS,
  CONTENT_MAX,
  DESCRIPTION_MAX,
  draftOf,
  FAQ_FIELDS,
  type FaqValues,
  SORT_MAX,
  TITLE_MAX,
  valuesOf,
} from '../lib/faqRules'

type Tab = 'en' | 'zh'

interface FaqDrawerProps {
  /** The entry being changed, a new one (`'new'`), or closed (null). */
  open: Faq | 'new' | null
  /** faq:edit — without it the entry is only read. */
  canEdit: boolean
  onClose: () => void
}

/**
 * An FAQ entry: its question, answer and short description in English and
 * Chinese (a tab each; the Chinese optional, the apps show the English where
 * it is empty), who reads it, its place in the order and whether it is shown.
 */
export function FaqDrawer({ open, canEdit, onClose }: FaqDrawerProps) {
  const { t } = useTranslation()
  const faq = open === 'new' ? null : open
  return (
    <Drawer
      title={faq ? t(canEdit ? 'adminFaq.form.editTitle' : 'adminFaq.form.viewTitle') : t('adminFaq.form.newTitle')}
      open={open !== null}
      onClose={onClose}
      size={720}
      destroyOnHidden
    >
      {open !== null && <FaqForm key={faq?.id ?? 'new'} faq={faq} canEdit={canEdit} onDone={onClose} />}
    </Drawer>
  )
}

function FaqForm({ faq, canEdit, onDone }: { faq: Faq | null; canEdit: boolean; onDone: () => void }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<FaqValues>()
  const [tab, setTab] = useState<Tab>('en')
  const [failure, setFailure] = useState<string | null>(null)
  const save = useSaveFaq()

  const submit = (values: FaqValues) => {
    setFailure(null)
    save.mutate(draftOf(values, faq?.id), {
      onSuccess: () => {
        void message.success(t('adminFaq.form.saved'))
        onDone()
      },
      onError: (error) => {
        const refusal = formRefusal(error, FAQ_FIELDS)
        if (refusal.field) {
          form.setFields([{ name: refusal.field, errors: [refusal.text] }])
          setTab(CHINESE_FIELDS.includes(refusal.field) ? 'zh' : 'en')
        } else setFailure(refusal.text)
      },
    })
  }

  const texts = (language: Tab) => {
    const suffix = language === 'zh' ? 'Zh' : ''
    const required = language === 'en'
    return (
      <>
        <Form.Item
          name={`title${suffix}`}
          label={t('adminFaq.field.title')}
          rules={required ? [{ required: true, whitespace: true, message: t('adminFaq.form.titleRequired') }] : []}
          extra={required ? undefined : t('adminFaq.form.chineseHelp')}
        >
          <Input maxLength={TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item name={`description${suffix}`} label={t('adminFaq.field.description')} extra={required ? t('adminFaq.form.descriptionHelp') : undefined}>
          <Input maxLength={DESCRIPTION_MAX} />
        </Form.Item>
        <Form.Item
          name={`content${suffix}`}
          label={t('adminFaq.field.content')}
          rules={required ? [{ required: true, whitespace: true, message: t('adminFaq.form.contentRequired') }] : []}
        >
          <Input.TextArea maxLength={CONTENT_MAX} autoSize={{ minRows: 6, maxRows: 16 }} showCount />
        </Form.Item>
      </>
    )
  }

  return (
    <Form<FaqValues>
      form={form}
      name="faq"
      layout="vertical"
      initialValues={valuesOf(faq)}
      onFinish={submit}
      onFinishFailed={({ errorFields }) => {
        const first = errorFields[0]?.name[0]
        if (typeof first === 'string') setTab(CHINESE_FIELDS.includes(first as keyof FaqValues) ? 'zh' : 'en')
      }}
      onValuesChange={() => setFailure(null)}
      disabled={!canEdit || save.isPending}
      aria-label={faq ? t('adminFaq.form.editTitle') : t('adminFaq.form.newTitle')}
    >
      {failure && <Alert type="error" showIcon title={failure} className="admin-faq__alert" />}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          { key: 'en', label: t('adminFaq.form.english'), children: texts('en'), forceRender: true },
          { key: 'zh', label: t('adminFaq.form.chinese'), children: texts('zh'), forceRender: true },
        ]}
      />
      <Flex gap="large" wrap>
        <Form.Item name="audience" label={t('adminFaq.field.audience')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={AUDIENCES.map((value) => ({ value, label: t(`adminFaq.audience.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="sort" label={t('adminFaq.field.sort')} tooltip={t('adminFaq.form.sortHelp')}>
          <InputNumber min={0} max={SORT_MAX} precision={0} />
        </Form.Item>
        <Form.Item name="shown" label={t('adminFaq.field.shown')} valuePropName="checked">
          <Switch checkedChildren={t('adminFaq.shown.true')} unCheckedChildren={t('adminFaq.shown.false')} />
        </Form.Item>
      </Flex>
      <Flex gap="small" justify="end">
        <Button onClick={onDone} disabled={false}>
          {t('common.cancel')}
        </Button>
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('adminFaq.form.save')}
          </Button>
        )}
      </Flex>
    </Form>
  )
}
