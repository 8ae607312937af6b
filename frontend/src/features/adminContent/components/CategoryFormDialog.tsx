import './adminContent.css'

import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import InputNumber from 'antd/es/input-number'
import Modal from 'antd/es/modal'
import Radio from 'antd/es/radio'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formRefusal } from '@/shared/refusals/formRefusal'

import type { Category } from '../api/categories'
import { useSaveCategory } from '../api/categoryActions'
import {
  AUDIENCES,
  CATEGORY_FIELDS,
  categoryDraftOf,
  categoryValuesOf,
  type CategoryValues,
  NAME_MAX,
  SORT_MAX,
} from '../lib/contentRules'

interface CategoryFormDialogProps {
  /** The category being changed, a new one (`'new'`), or closed (null). */
  open: Category | 'new' | null
  onClose: () => void
}

/** A category of help articles: its name in English and Chinese side by side, its readers and its place in the order. */
export function CategoryFormDialog({ open, onClose }: CategoryFormDialogProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<CategoryValues>()
  const [failure, setFailure] = useState<string | null>(null)
  const save = useSaveCategory()
  const category = open === 'new' ? null : open

  const submit = (values: CategoryValues) => {
    setFailure(null)
    save.mutate(categoryDraftOf(values, category?.id), {
      onSuccess: () => {
        void message.success(t('adminContent.categories.saved'))
        onClose()
      },
      onError: (error) => {
        const refusal = formRefusal(error, CATEGORY_FIELDS)
        if (refusal.field) form.setFields([{ name: refusal.field, errors: [refusal.text] }])
        else setFailure(refusal.text)
      },
    })
  }

  return (
    <Modal
      title={category ? t('adminContent.categories.editTitle') : t('adminContent.categories.newTitle')}
      open={open !== null}
      onCancel={onClose}
      okText={t('adminContent.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      width={600}
      destroyOnHidden
    >
      <Form<CategoryValues>
        form={form}
        name="category"
        layout="vertical"
        initialValues={categoryValuesOf(category)}
        preserve={false}
        onFinish={submit}
        onValuesChange={() => setFailure(null)}
        disabled={save.isPending}
      >
        {failure && <Alert type="error" showIcon title={failure} className="admin-content__alert" />}
        <div className="admin-content__names">
          <Form.Item
            name="name"
            label={t('adminContent.categories.nameEnglish')}
            rules={[{ required: true, whitespace: true, message: t('adminContent.categories.nameRequired') }]}
          >
            <Input maxLength={NAME_MAX} />
          </Form.Item>
          <Form.Item name="nameZh" label={t('adminContent.categories.nameChinese')} extra={t('adminContent.chineseHelp')}>
            <Input maxLength={NAME_MAX} />
          </Form.Item>
        </div>
        <Form.Item name="audience" label={t('adminContent.field.audience')} extra={t('adminContent.categories.audienceHelp')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={AUDIENCES.map((value) => ({ value, label: t(`adminContent.audience.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="sort" label={t('adminContent.field.sort')} extra={t('adminContent.sortHelp')}>
          <InputNumber min={0} max={SORT_MAX} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
