import App from 'antd/es/app'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import InputNumber from 'antd/es/input-number'
import Space from 'antd/es/space'
import Switch from 'antd/es/switch'
import TimePicker from 'antd/es/time-picker'
import Typography from 'antd/es/typography'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import type { SettingItem } from '../api/settings'
import { useUpdateSetting } from '../api/updateSetting'
import {
  boundsProblem,
  type FieldValue,
  fieldValueOf,
  inLanguage,
  isChanged,
  isNumber,
  precisionOf,
  serverValueOf,
  shownValue,
  TIME_FORMAT,
} from '../lib/settingRules'

interface SettingFieldProps {
  setting: SettingItem
  /** The staff member may change settings (setting:edit). */
  canEdit: boolean
}

interface Values {
  value: FieldValue
}

/**
 * One setting, edited by the input its kind calls for (a number with its
 * unit and bounds, a time, a switch or a line of text) and saved on its own.
 */
export function SettingField({ setting, canEdit }: SettingFieldProps) {
  const { t, i18n } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const update = useUpdateSetting()
  const watched = Form.useWatch('value', form) as FieldValue | undefined
  const language = i18n.language
  const label = inLanguage(language, setting.label, setting.labelZh)
  const unit = setting.unit ? inLanguage(language, setting.unit, setting.unitZh) : null
  const id = `setting-${setting.key}`
  const current = watched === undefined ? fieldValueOf(setting) : watched
  const changed = isChanged(setting, current)
  const atDefault = !isChanged({ ...setting, value: setting.default }, current)

  const kept = useRef(setting.value)
  useEffect(() => {
    // A new kept value (after a save, or another staff member's) is what the input shows;
    // a refetched list that keeps the same value leaves what is being typed alone.
    if (Object.is(kept.current, setting.value)) return
    kept.current = setting.value
    form.setFieldsValue({ value: fieldValueOf(setting) })
  }, [form, setting])

  const save = ({ value }: Values) => {
    update.mutate(
      { key: setting.key, value: serverValueOf(setting, value) },
      {
        onSuccess: () => void message.success(t('adminSettings.saved', { label })),
        onError: (error) => form.setFields([{ name: 'value', errors: [error.message] }]),
      },
    )
  }

  const defaultText = [shownValue(setting, setting.default, { on: t('adminSettings.on'), off: t('adminSettings.off') }), unit]
    .filter(Boolean)
    .join(' ')
  const disabled = !canEdit || update.isPending

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={save}
      initialValues={{ value: fieldValueOf(setting) }}
      className="setting-field"
    >
      <Form.Item
        label={label}
        htmlFor={id}
        extra={
          <>
            <div>{inLanguage(language, setting.description, setting.descriptionZh)}</div>
            <Typography.Text type="secondary" className="setting-field__hint">
              {t('adminSettings.default', { value: defaultText })}
              {setting.minimum !== null && setting.maximum !== null
                ? ` · ${t('adminSettings.range', { minimum: setting.minimum, maximum: setting.maximum })}`
                : ''}
            </Typography.Text>
          </>
        }
      >
        <Flex gap="small" align="center" wrap>
          <SettingInput setting={setting} id={id} unit={unit} disabled={disabled} />
          {canEdit && (
            <>
              <Button type="primary" htmlType="submit" disabled={!changed} loading={update.isPending}>
                {t('adminSettings.save')}
              </Button>
              {!atDefault && (
                <Button
                  type="link"
                  disabled={disabled}
                  onClick={() => form.setFieldsValue({ value: fieldValueOf(setting, setting.default) })}
                >
                  {t('adminSettings.useDefault')}
                </Button>
              )}
            </>
          )}
        </Flex>
      </Form.Item>
    </Form>
  )
}

interface SettingInputProps {
  setting: SettingItem
  id: string
  unit: string | null
  disabled: boolean
}

/** The input of one setting, bound to its form's `value`. */
function SettingInput({ setting, id, unit, disabled }: SettingInputProps) {
  const { t } = useTranslation()

  if (isNumber(setting)) {
    const check = async (_: unknown, value: FieldValue) => {
      const found = boundsProblem(setting, value)
      if (found?.problem === 'required') throw new Error(t('adminSettings.problems.required'))
      if (found) throw new Error(t(`adminSettings.problems.${found.problem}`, { limit: found.limit }))
    }
    return (
      <Space.Compact>
        <Form.Item name="value" noStyle rules={[{ validator: check }]}>
          <InputNumber<string | number>
            id={id}
            className="setting-field__number"
            stringMode={setting.kind !== 'integer'}
            precision={precisionOf(setting)}
            step={setting.kind === 'money' ? '0.01' : 1}
            disabled={disabled}
          />
        </Form.Item>
        {unit && <Space.Addon>{unit}</Space.Addon>}
      </Space.Compact>
    )
  }
  if (setting.kind === 'time') {
    return (
      <Form.Item name="value" noStyle rules={[{ required: true, message: t('adminSettings.problems.required') }]}>
        <TimePicker id={id} format={TIME_FORMAT} minuteStep={5} needConfirm={false} allowClear={false} disabled={disabled} />
      </Form.Item>
    )
  }
  if (setting.kind === 'boolean') {
    return (
      <Form.Item name="value" noStyle valuePropName="checked">
        <Switch id={id} checkedChildren={t('adminSettings.on')} unCheckedChildren={t('adminSettings.off')} disabled={disabled} />
      </Form.Item>
    )
  }
  return (
    <Form.Item name="value" noStyle rules={[{ required: true, whitespace: true, message: t('adminSettings.problems.text') }]}>
      <Input id={id} className="setting-field__text" maxLength={255} disabled={disabled} />
    </Form.Item>
  )
}
