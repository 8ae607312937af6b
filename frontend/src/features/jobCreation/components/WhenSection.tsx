import CalendarOutlined from '@ant-design/icons/CalendarOutlined'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Checkbox from 'antd/es/checkbox'
import Col from 'antd/es/col'
import DatePicker from 'antd/es/date-picker'
import Form from 'antd/es/form'
import Row from 'antd/es/row'
import Switch from 'antd/es/switch'
import TimePicker from 'antd/es/time-picker'
import Typography from 'antd/es/typography'
import type { Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'

import { useDict } from '@/shared/dictionary/dictionary'
import { FormSection } from '@/shared/ui/FormSection'

import { BookingType, WEEKEND_DAYS } from '../lib/bookingForm'
import type { FieldStatus } from './fieldProblems'
import type { ProblemField } from '../lib/validation'

/** Typed dates are read as displayed, or as YYYY-MM-DD or D/M/YYYY. */
const TYPED_DATE_FORMATS = ['YYYY-MM-DD', 'D/M/YYYY']
const TIME_FORMAT = 'HH:mm'

interface WhenSectionProps {
  bookingType: BookingType
  today: Dayjs
  includeWeekends: boolean
  /** Working days of a multi-day span (public holidays aside); null for one day or no span. */
  workingDays: number | null
  fieldStatus: (field: ProblemField) => FieldStatus
  /** Shown with the Standard Booking window problem. */
  onUseAdvance: () => void
  windowProblem: boolean
}

/** The day or days of the booking, and the hours of each day. */
export function WhenSection({
  bookingType,
  today,
  includeWeekends,
  workingDays,
  fieldStatus,
  onUseAdvance,
  windowProblem,
}: WhenSectionProps) {
  const { t } = useTranslation()
  const weekdays = useDict('week_day')
  const standard = bookingType === BookingType.standard
  const beforeToday = (day: Dayjs) => day.isBefore(today, 'day')
  const dateFormats = [t('jobCreation.when.dateFormat'), ...TYPED_DATE_FORMATS]

  return (
    <FormSection icon={<CalendarOutlined aria-hidden />} title={t('jobCreation.when.title')}>
      <Row gutter={16}>
        <Col xs={24} md={standard ? 10 : 12}>
          {standard ? (
            <Form.Item name="date" label={t('jobCreation.when.date')} required {...fieldStatus('date')}>
              <DatePicker
                className="job-field--full"
                format={dateFormats}
                disabledDate={beforeToday}
                allowClear={false}
                placeholder={t('jobCreation.when.datePlaceholder')}
              />
            </Form.Item>
          ) : (
            <Form.Item name="dateRange" label={t('jobCreation.when.dates')} required {...fieldStatus('dateRange')}>
              <DatePicker.RangePicker
                className="job-field--full"
                format={dateFormats}
                disabledDate={beforeToday}
                placeholder={[t('jobCreation.when.firstDay'), t('jobCreation.when.lastDay')]}
              />
            </Form.Item>
          )}
        </Col>
        <Col xs={12} md={standard ? 7 : 6}>
          <Form.Item name="startTime" label={t('jobCreation.when.startTime')} required {...fieldStatus('startTime')}>
            <TimePicker
              className="job-field--full"
              format={TIME_FORMAT}
              minuteStep={5}
              needConfirm={false}
              allowClear={false}
              placeholder={t('jobCreation.when.timePlaceholder')}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={standard ? 7 : 6}>
          <Form.Item name="endTime" label={t('jobCreation.when.endTime')} required {...fieldStatus('endTime')}>
            <TimePicker
              className="job-field--full"
              format={TIME_FORMAT}
              minuteStep={5}
              needConfirm={false}
              allowClear={false}
              placeholder={t('jobCreation.when.timePlaceholder')}
            />
          </Form.Item>
        </Col>
      </Row>
      {windowProblem && (
        <Alert
          className="job-section__notice"
          type="info"
          showIcon
          title={t('jobCreation.types.advanceHint')}
          action={
            <Button size="small" onClick={onUseAdvance}>
              {t('jobCreation.when.useAdvance')}
            </Button>
          }
        />
      )}
      <Typography.Text type="secondary" className="job-section__hint">
        {t('jobCreation.when.dayHint')}
        {workingDays !== null && ` ${t('jobCreation.when.workingDays', { number: workingDays })}`}
      </Typography.Text>

      {bookingType === BookingType.multiple && (
        <Form.Item
          name="weekdays"
          label={t('jobCreation.when.weekdays')}
          required
          extra={includeWeekends ? undefined : t('jobCreation.when.weekendsOff')}
          {...fieldStatus('weekdays')}
        >
          <Checkbox.Group
            className="job-weekdays"
            options={weekdays.options.map((option) => ({
              label: option.label,
              value: Number(option.value),
              disabled: !includeWeekends && WEEKEND_DAYS.includes(Number(option.value)),
            }))}
          />
        </Form.Item>
      )}

      {!standard && (
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="includeWeekends"
              label={t('jobCreation.when.includeWeekends')}
              valuePropName="checked"
              extra={t('jobCreation.when.includeWeekendsHint')}
            >
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="includeHolidays"
              label={t('jobCreation.when.includeHolidays')}
              valuePropName="checked"
              extra={t('jobCreation.when.includeHolidaysHint')}
            >
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      )}
    </FormSection>
  )
}
