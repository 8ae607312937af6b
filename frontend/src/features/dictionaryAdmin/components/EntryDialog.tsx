import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import InputNumber from 'antd/es/input-number'
import Modal from 'antd/es/modal'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { DictionaryEntry } from '../api/entries'
import { useAddEntry, useChangeEntry } from '../api/entryActions'
import {
  entryChangeOf,
  entryRefusalPlace,
  type EntryValues,
  entryValuesOf,
  LABEL_MAX,
  newEntryOf,
  SORT_MAX,
  VALUE_MAX,
} from '../lib/entryRules'

interface EntryDialogProps {
  /** The dictionary the entry belongs to. */
  dictName: string
  /** The dictionary described in the interface language (the dialog's title). */
  description: string
  /** Open on an entry to change, or on a new one (`'new'`); closed when null. */
  open: DictionaryEntry | 'new' | null
  /** Where a new entry is placed: after the last one shown. */
  nextSort: number
  onClose: () => void
}

/** Adds an entry to a dictionary, or changes an entry's words and place (its value stays: records keep it). */
export function EntryDialog({ dictName, description, open, nextSort, onClose }: EntryDialogProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<EntryValues>()
  const add = useAddEntry()
  const change = useChangeEntry()
  const [refusal, setRefusal] = useState<string | null>(null)
  const entry = open === 'new' ? null : open
  const pending = add.isPending || change.isPending

  const refused = (error: unknown) => {
    const place = entryRefusalPlace(error)
    if (place.field) form.setFields([{ name: place.field, errors: [place.text] }])
    else setRefusal(place.text)
  }

  const submit = (values: EntryValues) => {
    setRefusal(null)
    const done = () => {
      void message.success(t(entry ? 'dictionaryAdmin.entry.changed' : 'dictionaryAdmin.entry.added'))
      onClose()
    }
    if (entry) change.mutate(entryChangeOf(entry.id, values), { onSuccess: done, onError: refused })
    else add.mutate(newEntryOf(dictName, values), { onSuccess: done, onError: refused })
  }

  return (
    <Modal
      title={t(entry ? 'dictionaryAdmin.entry.editTitle' : 'dictionaryAdmin.entry.newTitle', { name: description })}
      open={open !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('dictionaryAdmin.entry.save')}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      destroyOnHidden
      afterClose={() => setRefusal(null)}
    >
      <Form<EntryValues>
        form={form}
        name="entry"
        layout="vertical"
        initialValues={entryValuesOf(entry, nextSort)}
        onFinish={submit}
        preserve={false}
        disabled={pending}
      >
        {refusal && <Alert type="error" showIcon title={refusal} className="entry-dialog__alert" />}
        <Form.Item
          name="value"
          label={t('dictionaryAdmin.field.value')}
          extra={t(entry ? 'dictionaryAdmin.entry.valueKept' : 'dictionaryAdmin.entry.valueHelp')}
          rules={[{ required: true, whitespace: true, message: t('dictionaryAdmin.entry.valueRequired') }]}
        >
          <Input maxLength={VALUE_MAX} disabled={entry !== null} />
        </Form.Item>
        <Form.Item
          name="label"
          label={t('dictionaryAdmin.field.label')}
          rules={[{ required: true, whitespace: true, message: t('dictionaryAdmin.entry.labelRequired') }]}
        >
          <Input maxLength={LABEL_MAX} />
        </Form.Item>
        <Form.Item
          name="labelZh"
          label={t('dictionaryAdmin.field.labelZh')}
          rules={[{ required: true, whitespace: true, message: t('dictionaryAdmin.entry.labelZhRequired') }]}
        >
          <Input maxLength={LABEL_MAX} />
        </Form.Item>
        <Form.Item
          name="dictSort"
          label={t('dictionaryAdmin.field.dictSort')}
          extra={t('dictionaryAdmin.entry.sortHelp')}
          rules={[{ required: true, message: t('dictionaryAdmin.entry.sortRequired') }]}
        >
          <InputNumber min={0} max={SORT_MAX} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
