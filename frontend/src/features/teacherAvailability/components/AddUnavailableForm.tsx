import './availability.css'

import Button from 'antd/es/button'
import Col from 'antd/es/col'
import DatePicker from 'antd/es/date-picker'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Row from 'antd/es/row'
import Switch from 'antd/es/switch'
import TimePicker from 'antd/es/time-picker'
import Typography from 'antd/es/typography'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'

import { type AddedUnavailableTime, useAddUnavailable } from '../api/addUnavailable'
import type { UnavailableTime } from '../api/availabilityList'
import { NOTE_MAX, type SpanDraft, spanProblem, type SpanProblem, spanTimes } from '../lib/spanRules'

interface FormValues {
  date: Dayjs | null
  allDay: boolean
  start: Dayjs | null
  end: Dayjs | null
  note: string
}

const PROBLEM_FIELD: Record<SpanProblem, keyof FormValues> = {
  dateRequired: 'date',
  timeRequired: 'end',
  endNotAfterStart: 'end',
  inPast: 'end',
  overlaps: 'start',
  noteTooLong: 'note',
}

interface AddUnavailableFormProps {
  /** The day chosen on the calendar (a New Zealand date). */
  initialDate: string
  /** Today in New Zealand: earlier days cannot be chosen. */
  today: string
  /** The times already marked around that day, to warn of an overlap before sending. */
  existing: readonly UnavailableTime[]
  onAdded: (added: AddedUnavailableTime) => void
  onCancel: () => void
}

const DEFAULT_START = '08:00'
const DEFAULT_END = '17:00'
const TIME_FORMAT = 'HH:mm'

/** A date, the whole day or its hours (New Zealand time), and an optional note. */
export function AddUnavailableForm({ initialDate, today, existing, onAdded, onCancel }: AddUnavailableFormProps) {
  const { t } = useTranslation()
  const [form] = Form.useForm<FormValues>()
  const add = useAddUnavailable()
  const allDay = Form.useWatch('allDay', form) ?? false

  const submit = (values: FormValues) => {
    const draft: SpanDraft = {
      date: values.date ? values.date.format('YYYY-MM-DD') : null,
      allDay: values.allDay,
      start: values.start ? values.start.format(TIME_FORMAT) : null,
      end: values.end ? values.end.format(TIME_FORMAT) : null,
      note: values.note,
    }
    const problem = spanProblem(draft, Date.now(), existing)
    const times = spanTimes(draft)
    if (problem || !times) {
      const code = problem ?? 'timeRequired'
      form.setFields([
        {
          name: draft.allDay && PROBLEM_FIELD[code] !== 'note' ? 'date' : PROBLEM_FIELD[code],
          errors: [t(`teacherAvailability.problems.${code}`)],
        },
      ])
      return
    }
    add.mutate({ ...times, note: values.note.trim() || null }, { onSuccess: onAdded })
  }

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={add.isPending}
      onFinish={submit}
      initialValues={{
        date: dayjs(initialDate < today ? today : initialDate),
        allDay: false,
        start: dayjs(`2000-01-01T${DEFAULT_START}`),
        end: dayjs(`2000-01-01T${DEFAULT_END}`),
        note: '',
      }}
    >
      <Form.Item name="date" label={t('teacherAvailability.form.date')}>
        <DatePicker
          style={{ width: '100%' }}
          inputReadOnly
          allowClear={false}
          format={t('teacherAvailability.format.pickerDate')}
          disabledDate={(day) => day.format('YYYY-MM-DD') < today}
        />
      </Form.Item>
      <Form.Item name="allDay" label={t('teacherAvailability.form.allDay')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {!allDay && (
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="start" label={t('teacherAvailability.form.start')}>
              <TimePicker
                style={{ width: '100%' }}
                format={TIME_FORMAT}
                minuteStep={5}
                inputReadOnly
                allowClear={false}
                needConfirm={false}
                showNow={false}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="end" label={t('teacherAvailability.form.end')}>
              <TimePicker
                style={{ width: '100%' }}
                format={TIME_FORMAT}
                minuteStep={5}
                inputReadOnly
                allowClear={false}
                needConfirm={false}
                showNow={false}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Typography.Paragraph type="secondary" className="availability-form__zone">
        {t('teacherAvailability.form.zone')}
      </Typography.Paragraph>
      <Form.Item name="note" label={t('teacherAvailability.form.note')}>
        <Input maxLength={NOTE_MAX} placeholder={t('teacherAvailability.form.notePlaceholder')} />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Button block size="large" onClick={onCancel} disabled={add.isPending}>
            {t('common.cancel')}
          </Button>
        </Col>
        <Col span={12}>
          <Button block size="large" type="primary" htmlType="submit" loading={add.isPending}>
            {t('teacherAvailability.form.submit')}
          </Button>
        </Col>
      </Row>
    </Form>
  )
}
