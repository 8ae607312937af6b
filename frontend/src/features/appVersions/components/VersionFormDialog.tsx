import './appVersions.css'

import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import DatePicker from 'antd/es/date-picker'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import Radio from 'antd/es/radio'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formRefusal } from '@/shared/refusals/formRefusal'

import { useSaveVersion } from '../api/versionActions'
import type { AppVersion } from '../api/versions'
import {
  DESCRIPTION_MAX,
  draftOf,
  isVersionNumber,
  NUMBER_MAX,
  PACKAGE_MAX,
  PLATFORMS,
  UPDATE_TYPES,
  valuesOf,
  type VersionValues,
} from '../lib/versionRules'

interface VersionFormDialogProps {
  /** The version being changed, a new one (`'new'`), or closed (null). */
  open: AppVersion | 'new' | null
  onClose: () => void
}

const FIELDS: readonly (keyof VersionValues)[] = ['platform', 'number', 'type', 'package', 'releaseDate', 'description']

/**
 * A version of one of the apps: its platform, number (1.2.3), how apps
 * update to it (general, silent or forced), where the update comes from,
 * the day from which apps are told, and what is new.
 */
export function VersionFormDialog({ open, onClose }: VersionFormDialogProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<VersionValues>()
  const [failure, setFailure] = useState<string | null>(null)
  const save = useSaveVersion()
  const version = open === 'new' ? null : open
  const platform = Form.useWatch('platform', form)

  const submit = (values: VersionValues) => {
    setFailure(null)
    save.mutate(draftOf(values, version?.id), {
      onSuccess: () => {
        void message.success(t('appVersions.form.saved'))
        onClose()
      },
      onError: (error) => {
        const refusal = formRefusal(error, FIELDS)
        if (refusal.field) form.setFields([{ name: refusal.field, errors: [refusal.text] }])
        else setFailure(refusal.text)
      },
    })
  }

  return (
    <Modal
      title={version ? t('appVersions.form.editTitle') : t('appVersions.form.newTitle')}
      open={open !== null}
      onCancel={onClose}
      okText={t('appVersions.form.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      width={560}
      destroyOnHidden
      afterOpenChange={(opened) => {
        if (!opened) setFailure(null)
      }}
    >
      <Form<VersionValues>
        form={form}
        name="version"
        layout="vertical"
        initialValues={valuesOf(version)}
        preserve={false}
        onFinish={submit}
        onValuesChange={() => setFailure(null)}
        disabled={save.isPending}
      >
        {failure && <Alert type="error" showIcon title={failure} className="app-versions__alert" />}
        <Form.Item name="platform" label={t('appVersions.field.platform')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={PLATFORMS.map((value) => ({ value, label: t(`appVersions.platform.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="number"
          label={t('appVersions.field.number')}
          extra={t('appVersions.form.numberHelp')}
          rules={[
            { required: true, whitespace: true, message: t('appVersions.form.numberRequired') },
            {
              validator: async (_, value: unknown) => {
                if (typeof value === 'string' && value.trim() && !isVersionNumber(value)) {
                  throw new Error(t('appVersions.form.numberInvalid'))
                }
              },
            },
          ]}
        >
          <Input maxLength={NUMBER_MAX} placeholder="1.2.3" autoComplete="off" />
        </Form.Item>
        <Form.Item name="type" label={t('appVersions.field.type')} extra={t('appVersions.form.typeHelp')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={UPDATE_TYPES.map((value) => ({ value, label: t(`appVersions.type.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="package"
          label={t('appVersions.field.package')}
          extra={t(platform === 'web' ? 'appVersions.form.packageWebHelp' : 'appVersions.form.packageHelp')}
        >
          <Input maxLength={PACKAGE_MAX} placeholder={platform === 'web' ? '' : 'https://'} />
        </Form.Item>
        <Form.Item
          name="releaseDate"
          label={t('appVersions.field.releaseDate')}
          extra={t('appVersions.form.releaseDateHelp')}
          rules={[{ required: true, message: t('appVersions.form.releaseDateRequired') }]}
        >
          <DatePicker allowClear={false} format={t('appVersions.dateFormat')} />
        </Form.Item>
        <Form.Item name="description" label={t('appVersions.field.description')}>
          <Input.TextArea maxLength={DESCRIPTION_MAX} autoSize={{ minRows: 3, maxRows: 8 }} showCount />
        </Form.Item>
      </Form>
    </Modal>
  )
}
