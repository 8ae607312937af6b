import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import DatePicker from 'antd/es/date-picker'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import Select from 'antd/es/select'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useAddHoliday, useChangeHoliday } from '../api/holidayActions'
import type { AdminHoliday, HolidayRegion } from '../api/holidays'
import { holidayChangeOf, holidayRefusalPlace, type HolidayValues, holidayValuesOf, NAME_MAX, newHolidayOf } from '../lib/holidayRules'

interface HolidayDialogProps {
  /** Open on a holiday to change, or on a new one (`'new'`); closed when null. */
  open: AdminHoliday | 'new' | null
  /** The year shown: a new holiday starts on its first day. */
  year: number
  regions: readonly HolidayRegion[]
  onClose: () => void
}

/** Adds a holiday, or changes one's day, name or region (none: national). */
export function HolidayDialog({ open, year, regions, onClose }: HolidayDialogProps) {
  const { t, i18n } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<HolidayValues>()
  const add = useAddHoliday()
  const change = useChangeHoliday()
  const [refusal, setRefusal] = useState<string | null>(null)
  const holiday = open === 'new' ? null : open
  const pending = add.isPending || change.isPending
  const chinese = i18n.language.startsWith('zh')

  const refused = (error: unknown) => {
    const place = holidayRefusalPlace(error)
    if (place.field) form.setFields([{ name: place.field, errors: [place.text] }])
    else setRefusal(place.text)
  }

  const submit = (values: HolidayValues) => {
    setRefusal(null)
    const done = () => {
      void message.success(t(holiday ? 'adminHolidays.dialog.changed' : 'adminHolidays.dialog.added', { name: values.name.trim() }))
      onClose()
    }
    if (holiday) change.mutate(holidayChangeOf(holiday.holidayId, values), { onSuccess: done, onError: refused })
    else add.mutate(newHolidayOf(values), { onSuccess: done, onError: refused })
  }

  return (
    <Modal
      title={t(holiday ? 'adminHolidays.dialog.editTitle' : 'adminHolidays.dialog.newTitle')}
      open={open !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('adminHolidays.dialog.save')}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      destroyOnHidden
      afterClose={() => setRefusal(null)}
    >
      <Form<HolidayValues>
        form={form}
        name="holiday"
        layout="vertical"
        initialValues={holidayValuesOf(holiday, year)}
        onFinish={submit}
        preserve={false}
        disabled={pending}
      >
        {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
        <Form.Item name="date" label={t('adminHolidays.field.date')} rules={[{ required: true, message: t('adminHolidays.dialog.dateRequired') }]}>
          <DatePicker format="YYYY-MM-DD" allowClear={false} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('adminHolidays.field.name')}
          rules={[{ required: true, whitespace: true, message: t('adminHolidays.dialog.nameRequired') }]}
        >
          <Input maxLength={NAME_MAX} showCount />
        </Form.Item>
        <Form.Item name="region" label={t('adminHolidays.field.region')} extra={t('adminHolidays.dialog.regionHelp')}>
          <Select
            allowClear
            placeholder={t('adminHolidays.national')}
            options={regions.map((region) => ({ value: region.name, label: chinese ? region.nameZh : region.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
