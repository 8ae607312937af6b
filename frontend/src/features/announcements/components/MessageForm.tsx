import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Checkbox from 'antd/es/checkbox'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Popconfirm from 'antd/es/popconfirm'
import Radio from 'antd/es/radio'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useDeleteMessage, usePublishMessage, useSaveMessage } from '../api/messageActions'
import type { Message } from '../api/messages'
import {
  ACCOUNTS_MAX,
  AUDIENCES,
  DESCRIPTION_MAX,
  draftOf,
  type MessageValues,
  refusalPlace,
  SUBJECT_MAX,
  valuesOf,
} from '../lib/messageRules'
import { AccountPicker } from './AccountPicker'
import { usePublishConfirm } from './usePublishConfirm'

interface MessageFormProps {
  /** The draft being changed; none for a new message. */
  draft: Message | null
  /** message:edit — save and remove drafts. */
  canEdit: boolean
  /** message:publish — publish them. */
  canPublish: boolean
  /** The form is done: saved, published or removed. */
  onDone: () => void
  onCancel: () => void
}

/**
 * A platform message: its subject and text, who is told (everyone, every
 * centre, every teacher or chosen accounts), and whether by e-mail too. Saved
 * as a draft, published after a confirmation, a draft removed.
 */
export function MessageForm({ draft, canEdit, canPublish, onDone, onCancel }: MessageFormProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const confirmPublish = usePublishConfirm()
  const [form] = Form.useForm<MessageValues>()
  const audience = Form.useWatch('audience', form) ?? draft?.audience ?? 'everyone'
  const save = useSaveMessage()
  const publish = usePublishMessage()
  const remove = useDeleteMessage()
  const [refusal, setRefusal] = useState<string | null>(null)
  const busy = save.isPending || publish.isPending || remove.isPending

  const refused = (error: unknown) => {
    const place = refusalPlace(error)
    if (place.field) form.setFields([{ name: place.field, errors: [place.text] }])
    else setRefusal(place.text)
  }

  const saveDraft = async (): Promise<Message | null> => {
    setRefusal(null)
    const values = await form.validateFields().catch(() => null)
    if (!values) return null
    return save.mutateAsync(draftOf(values, draft?.id)).catch((error: unknown) => {
      refused(error)
      return null
    })
  }

  const onSave = async () => {
    const saved = await saveDraft()
    if (!saved) return
    void message.success(t('announcements.form.saved'))
    onDone()
  }

  const onPublish = async () => {
    const values = await form.validateFields().catch(() => null)
    if (!values) return
    confirmPublish(values, async () => {
      const saved = await saveDraft()
      if (!saved) return
      await publish
        .mutateAsync(saved.id)
        .then(() => {
          void message.success(t('announcements.publish.done'))
          onDone()
        })
        .catch(refused)
    })
  }

  const onRemove = () => {
    if (!draft) return
    setRefusal(null)
    remove.mutate(draft.id, {
      onSuccess: () => {
        void message.success(t('announcements.form.removed'))
        onDone()
      },
      onError: refused,
    })
  }

  return (
    <Form<MessageValues>
      form={form}
      name="message"
      layout="vertical"
      initialValues={valuesOf(draft)}
      disabled={!canEdit || busy}
      aria-label={t(draft ? 'announcements.form.editTitle' : 'announcements.form.newTitle')}
    >
      {refusal && <Alert type="error" showIcon title={refusal} className="message-form__alert" />}
      <Form.Item
        name="subject"
        label={t('announcements.field.subject')}
        rules={[{ required: true, whitespace: true, message: t('announcements.form.subjectRequired') }]}
      >
        <Input maxLength={SUBJECT_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('announcements.field.description')}
        extra={t('announcements.form.descriptionHelp')}
        rules={[{ required: true, whitespace: true, message: t('announcements.form.descriptionRequired') }]}
      >
        <Input.TextArea rows={8} maxLength={DESCRIPTION_MAX} showCount />
      </Form.Item>
      <Form.Item name="audience" label={t('announcements.field.audience')}>
        <Radio.Group
          options={AUDIENCES.map((value) => ({ value, label: t(`announcements.audience.${value}`) }))}
          optionType="button"
          buttonStyle="solid"
        />
      </Form.Item>
      {audience === 'accounts' && (
        <Form.Item
          name="accountIds"
          label={t('announcements.field.accounts')}
          extra={t('announcements.form.accountsHelp')}
          rules={[
            { required: true, type: 'array', min: 1, message: t('announcements.form.accountsRequired') },
            { type: 'array', max: ACCOUNTS_MAX, message: t('announcements.form.accountsTooMany', { count: ACCOUNTS_MAX }) },
          ]}
        >
          <AccountPicker chosen={draft?.accounts ?? []} />
        </Form.Item>
      )}
      <Form.Item name="sendEmail" valuePropName="checked" extra={t('announcements.form.sendEmailHelp')}>
        <Checkbox>{t('announcements.field.sendEmail')}</Checkbox>
      </Form.Item>
      <Flex gap="small" justify="space-between" wrap>
        <div>
          {draft && canEdit && (
            <Popconfirm
              title={t('announcements.form.removeQuestion')}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={onRemove}
            >
              <Button danger loading={remove.isPending}>
                {t('announcements.form.remove')}
              </Button>
            </Popconfirm>
          )}
        </div>
        <Flex gap="small" wrap>
          <Button onClick={onCancel} disabled={false}>
            {t('common.cancel')}
          </Button>
          {canEdit && (
            <Button onClick={() => void onSave()} loading={save.isPending && !publish.isPending}>
              {t('announcements.form.saveDraft')}
            </Button>
          )}
          {canEdit && canPublish && (
            <Button type="primary" onClick={() => void onPublish()} loading={publish.isPending}>
              {t('announcements.form.publish')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Form>
  )
}
