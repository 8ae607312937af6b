import EyeOutlined from '@ant-design/icons/EyeOutlined'
import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Modal from 'antd/es/modal'
import Skeleton from 'antd/es/skeleton'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { isApiError } from '@/shared/api/ApiError'
import { PolicyFrame } from '@/shared/ui/PolicyFrame'

import { usePreviewSetting } from '../api/previewSetting'
import type { SettingItem } from '../api/settings'
import { useUpdateSetting } from '../api/updateSetting'
import { inLanguage } from '../lib/settingRules'

// The editor (Tiptap and ProseMirror) loads only when a policy is edited.
const RichTextEditor = lazy(() => import('@/shared/ui/richText/RichTextEditor'))

interface PolicySettingProps {
  /** An `html` setting: the Terms of Use or the Privacy Policy. */
  setting: SettingItem
  canEdit: boolean
}

/**
 * A policy edited in the rich-text editor, previewed exactly as centres and
 * teachers will see it (the server's sanitised HTML in the apps' frame) and
 * saved on its own.
 */
export function PolicySetting({ setting, canEdit }: PolicySettingProps) {
  const { t, i18n } = useTranslation()
  const { message } = App.useApp()
  const update = useUpdateSetting()
  const preview = usePreviewSetting()
  const saved = typeof setting.value === 'string' ? setting.value : ''
  // The text being edited, or null while it is the saved one.
  const [draft, setDraft] = useState<string | null>(null)
  const [shown, setShown] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const label = inLanguage(i18n.language, setting.label, setting.labelZh)
  const text = draft ?? saved

  const refused = (error: unknown) => setRefusal(isApiError(error) ? error.msg : String(error))

  const openPreview = () => {
    setRefusal(null)
    preview.mutate(
      { key: setting.key, value: text },
      { onSuccess: (value) => setShown(typeof value === 'string' ? value : ''), onError: refused },
    )
  }

  const save = () => {
    setRefusal(null)
    update.mutate(
      { key: setting.key, value: text },
      {
        onSuccess: () => {
          setDraft(null)
          void message.success(t('adminSettings.saved', { label }))
        },
        onError: refused,
      },
    )
  }

  const discard = () => {
    setDraft(null)
    setRefusal(null)
    void message.info(t('adminSettings.policy.discarded'))
  }

  return (
    <Card
      type="inner"
      title={
        <Flex gap="small" align="center">
          {label}
          {draft !== null && <Tag color="warning">{t('adminSettings.policy.unsaved')}</Tag>}
        </Flex>
      }
      extra={
        <Flex gap="small" wrap>
          <Button icon={<EyeOutlined />} onClick={openPreview} loading={preview.isPending}>
            {t('adminSettings.policy.preview')}
          </Button>
          {canEdit && (
            <>
              <Button onClick={discard} disabled={draft === null || update.isPending}>
                {t('adminSettings.policy.discard')}
              </Button>
              <Button type="primary" onClick={save} disabled={draft === null} loading={update.isPending}>
                {t('adminSettings.save')}
              </Button>
            </>
          )}
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">
        {inLanguage(i18n.language, setting.description, setting.descriptionZh)}
      </Typography.Paragraph>
      {refusal && <Alert type="error" showIcon title={refusal} className="policy-setting__alert" />}
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} aria-label={t('adminSettings.policy.loadingEditor')} />}>
        <RichTextEditor value={text} onChange={setDraft} label={label} disabled={!canEdit || update.isPending} />
      </Suspense>
      <Modal
        title={t('adminSettings.policy.previewTitle', { label })}
        open={shown !== null}
        onCancel={() => setShown(null)}
        footer={<Button onClick={() => setShown(null)}>{t('adminSettings.policy.close')}</Button>}
        width={720}
        destroyOnHidden
      >
        {draft !== null && <Alert type="info" showIcon title={t('adminSettings.policy.previewUnsaved')} className="policy-setting__alert" />}
        <PolicyFrame title={label} html={shown ?? ''} />
      </Modal>
    </Card>
  )
}
