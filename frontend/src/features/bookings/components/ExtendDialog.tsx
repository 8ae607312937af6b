import App from 'antd/es/app'
import Button from 'antd/es/button'
import DatePicker from 'antd/es/date-picker'
import Form from 'antd/es/form'
import Modal from 'antd/es/modal'
import Typography from 'antd/es/typography'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { JobRecordItem } from '../api/bookingDetail'
import { useExtendJobRecord } from '../api/extendJobRecord'
import { fromPickerTime, toPickerTime } from '../lib/dates'
import { extensionProblem } from '../lib/extension'
import { plainDateText, timeText } from '../lib/format'

interface ExtendDialogProps {
  record: JobRecordItem | null
  onClose: () => void
}

interface ExtendValues {
  endTime?: Dayjs | null
}

const FORM_ID = 'extendJobRecord'

/** The suggestion: half an hour after the day's current end. */
const SUGGESTED_EXTRA_MINUTES = 30

/** The end-time form; mounted afresh for each job record so nothing carries over. */
function EndTimeForm({ record, onFinish }: { record: JobRecordItem; onFinish: (values: ExtendValues) => void }) {
  const { t } = useTranslation()
  return (
    <Form<ExtendValues>
      name={FORM_ID}
      layout="vertical"
      onFinish={onFinish}
      initialValues={{ endTime: toPickerTime(dayjs(record.endsAt).add(SUGGESTED_EXTRA_MINUTES, 'minute')) }}
    >
      <Form.Item
        name="endTime"
        label={t('bookings.extend.endTime')}
        required
        rules={[
          {
            validator: (_, value: Dayjs | null | undefined) => {
              const problem = extensionProblem(value ? fromPickerTime(value) : null, record.endsAt)
              return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve()
            },
          },
        ]}
      >
        <DatePicker
          showTime={{ format: 'HH:mm', minuteStep: 5 }}
          format={t('bookings.format.pickerDateTime')}
          disabledDate={(day) => day.isBefore(toPickerTime(dayjs()), 'day')}
          className="extend-dialog__picker"
        />
      </Form.Item>
    </Form>
  )
}

/** Asks the booked teacher to stay later: a new end (the centre's time), later than now and than the current end. */
export function ExtendDialog({ record, onClose }: ExtendDialogProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const extend = useExtendJobRecord()
  // The last job record stays on screen while the dialog closes.
  const [shown, setShown] = useState(record)
  if (record && record !== shown) setShown(record)

  const finish = ({ endTime }: ExtendValues) => {
    if (!record || !endTime) return
    extend.mutate(
      { jobRecordId: record.jobRecordId, endTime: fromPickerTime(endTime).format() },
      {
        onSuccess: () => {
          void message.success(t('bookings.extend.asked', { teacher: record.teacher.name }))
          onClose()
        },
      },
    )
  }

  return (
    <Modal
      open={record !== null}
      title={shown ? t('bookings.extend.title', { teacher: shown.teacher.name }) : undefined}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={extend.isPending}>
          {t('common.cancel')}
        </Button>,
        <Button key="submit" type="primary" htmlType="submit" form={FORM_ID} loading={extend.isPending}>
          {t('bookings.extend.submit')}
        </Button>,
      ]}
    >
      {shown && (
        <div key={shown.jobRecordId}>
          <Typography.Paragraph type="secondary">
            {t('bookings.extend.current', {
              date: plainDateText(t, shown.date),
              from: timeText(t, shown.startsAt),
              to: timeText(t, shown.endsAt),
            })}
          </Typography.Paragraph>
          <EndTimeForm record={shown} onFinish={finish} />
          <Typography.Text type="secondary">{t('bookings.extend.teacherAnswers')}</Typography.Text>
        </div>
      )}
    </Modal>
  )
}
