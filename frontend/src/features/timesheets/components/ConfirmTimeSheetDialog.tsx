import './timesheets.css'

import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Col from 'antd/es/col'
import Descriptions from 'antd/es/descriptions'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import InputNumber from 'antd/es/input-number'
import Modal from 'antd/es/modal'
import Row from 'antd/es/row'
import Select from 'antd/es/select'
import Statistic from 'antd/es/statistic'
import TimePicker from 'antd/es/time-picker'
import Typography from 'antd/es/typography'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { isApiError } from '@/shared/api/ApiError'
import { formatMoney } from '@/shared/lib/money'
import { formatInZone, inPlatformZone, isoWithOffset, zonedMoment } from '@/shared/lib/platformTime'
import { amountText, hoursText, paidMinutes, timesProblem } from '@/shared/timesheets/rules'

import { useConfirmTimeSheet } from '../api/confirmTimeSheet'
import type { TimeSheetItem } from '../api/timeSheetList'
import { OTHER_REASON, useReasons } from '../lib/useReasons'

const TIME_FORMAT = 'HH:mm'
const NOTE_MAX = 500

interface AdjustValues {
  start?: Dayjs
  end?: Dayjs
  breakMinutes?: number | null
  reason?: string
  note?: string
}

interface ConfirmTimeSheetDialogProps {
  /** The sheet to confirm; the dialog is open while there is one. */
  sheet: TimeSheetItem | null
  onClose: () => void
}

function span(start: string, end: string): string {
  return `${formatInZone(start, TIME_FORMAT)}–${formatInZone(end, TIME_FORMAT)}`
}

/** Confirms a time sheet as is, or adjusted with a reason, showing what will be paid. */
export function ConfirmTimeSheetDialog({ sheet, onClose }: ConfirmTimeSheetDialogProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<AdjustValues>()
  const [adjusting, setAdjusting] = useState(false)
  const confirm = useConfirmTimeSheet()
  const reasons = useReasons()
  const values = Form.useWatch([], form) as AdjustValues | undefined

  const reported =
    sheet?.reportedStartsAt && sheet.reportedEndsAt
      ? { start: sheet.reportedStartsAt, end: sheet.reportedEndsAt, breakMinutes: sheet.reportedBreakMinutes ?? 0 }
      : null
  const initial: AdjustValues | undefined = sheet
    ? {
        start: inPlatformZone(reported ? reported.start : sheet.bookedStartsAt),
        end: inPlatformZone(reported ? reported.end : sheet.bookedEndsAt),
        breakMinutes: reported ? reported.breakMinutes : sheet.bookedBreakMinutes,
      }
    : undefined

  const moment = (value: Dayjs | undefined) =>
    sheet && value ? zonedMoment(sheet.date, value.format(TIME_FORMAT)) : null
  const start = moment(values?.start)
  const end = moment(values?.end)
  const breakMinutes = values?.breakMinutes ?? 0
  const problem = start && end ? timesProblem(start.valueOf(), end.valueOf(), breakMinutes) : null
  const minutes = start && end && !problem ? paidMinutes(start.valueOf(), end.valueOf(), breakMinutes) : null

  const close = () => {
    confirm.reset()
    setAdjusting(false)
    onClose()
  }

  const done = {
    onSuccess: () => {
      void message.success(t('timesheets.confirmed'))
      close()
    },
  }

  const confirmAsIs = () => {
    if (sheet) confirm.mutate({ timeSheetId: sheet.id }, done)
  }

  const confirmAdjusted = (adjusted: AdjustValues) => {
    if (!sheet || !start || !end) return
    const note = adjusted.note?.trim()
    confirm.mutate(
      {
        timeSheetId: sheet.id,
        startTime: isoWithOffset(start),
        endTime: isoWithOffset(end),
        breakMinutes: adjusted.breakMinutes ?? 0,
        reason: adjusted.reason ?? null,
        note: note || null,
      },
      done,
    )
  }

  const footer = adjusting
    ? [
        <Button key="back" onClick={() => setAdjusting(false)}>
          {t('timesheets.dialog.back')}
        </Button>,
        <Button key="adjusted" type="primary" htmlType="submit" form="adjust-time-sheet" loading={confirm.isPending}>
          {t('timesheets.dialog.confirmAdjusted')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={close}>
          {t('timesheets.dialog.cancel')}
        </Button>,
        <Button key="adjust" onClick={() => setAdjusting(true)}>
          {t('timesheets.dialog.adjust')}
        </Button>,
        <Button key="as-is" type="primary" onClick={confirmAsIs} loading={confirm.isPending}>
          {t('timesheets.dialog.confirmAsIs')}
        </Button>,
      ]

  return (
    <Modal
      open={sheet !== null}
      title={
        sheet
          ? t('timesheets.dialog.title', {
              name: sheet.teacherName,
              date: dayjs(sheet.date).format(t('timesheets.dateFormat')),
            })
          : ''
      }
      onCancel={close}
      footer={footer}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      width={560}
    >
      {sheet && (
        <>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              {
                key: 'booked',
                label: t('timesheets.columns.booked'),
                children: t('timesheets.dialog.span', {
                  span: span(sheet.bookedStartsAt, sheet.bookedEndsAt),
                  count: sheet.bookedBreakMinutes,
                }),
              },
              {
                key: 'reported',
                label: t('timesheets.columns.reported'),
                children: reported
                  ? t('timesheets.dialog.span', { span: span(reported.start, reported.end), count: reported.breakMinutes })
                  : t('timesheets.notReported'),
              },
              { key: 'rate', label: t('timesheets.columns.rate'), children: formatMoney(sheet.hourlyRate) },
            ]}
          />
          {!adjusting && (
            <Row gutter={16} className="timesheet-dialog__totals">
              <Col span={24}>
                <Typography.Paragraph type="secondary">
                  {reported ? t('timesheets.dialog.asIsReported') : t('timesheets.dialog.asIsBooked')}
                </Typography.Paragraph>
              </Col>
              <Col span={12}>
                <Statistic title={t('timesheets.columns.hours')} value={sheet.hours} />
              </Col>
              <Col span={12}>
                <Statistic title={t('timesheets.columns.amount')} value={formatMoney(sheet.amount)} />
              </Col>
            </Row>
          )}
          {adjusting && (
            <Form
              form={form}
              id="adjust-time-sheet"
              layout="vertical"
              initialValues={initial}
              onFinish={confirmAdjusted}
              className="timesheet-dialog__form"
            >
              <Row gutter={12}>
                <Col span={8}>
                  <Form.Item
                    name="start"
                    label={t('timesheets.dialog.start')}
                    rules={[{ required: true, message: t('timesheets.errors.start') }]}
                  >
                    <TimePicker format={TIME_FORMAT} minuteStep={5} needConfirm={false} allowClear={false} />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item
                    name="end"
                    label={t('timesheets.dialog.end')}
                    rules={[{ required: true, message: t('timesheets.errors.end') }]}
                    validateStatus={problem === 'endBeforeStart' ? 'error' : undefined}
                    help={problem === 'endBeforeStart' ? t('timesheets.errors.endBeforeStart') : undefined}
                  >
                    <TimePicker format={TIME_FORMAT} minuteStep={5} needConfirm={false} allowClear={false} />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item
                    name="breakMinutes"
                    label={t('timesheets.dialog.break')}
                    validateStatus={problem === 'breakTooLong' ? 'error' : undefined}
                    help={problem === 'breakTooLong' ? t('timesheets.errors.breakTooLong') : undefined}
                  >
                    <InputNumber min={0} max={720} step={5} precision={0} addonAfter={t('timesheets.dialog.minutes')} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item
                name="reason"
                label={t('timesheets.dialog.reason')}
                rules={[{ required: true, message: t('timesheets.errors.reason') }]}
              >
                <Select options={reasons.options} placeholder={t('timesheets.dialog.reasonPlaceholder')} />
              </Form.Item>
              {values?.reason === OTHER_REASON && (
                <Form.Item
                  name="note"
                  label={t('timesheets.dialog.note')}
                  rules={[{ required: true, whitespace: true, message: t('timesheets.errors.note') }]}
                >
                  <Input.TextArea rows={2} maxLength={NOTE_MAX} showCount />
                </Form.Item>
              )}
              <Row gutter={16}>
                <Col span={12}>
                  <Statistic title={t('timesheets.columns.hours')} value={minutes === null ? '—' : hoursText(minutes)} />
                </Col>
                <Col span={12}>
                  <Statistic
                    title={t('timesheets.columns.amount')}
                    value={minutes === null ? '—' : formatMoney(amountText(sheet.hourlyRate, minutes))}
                  />
                </Col>
              </Row>
            </Form>
          )}
          {confirm.error && (
            <Alert
              type="error"
              showIcon
              className="timesheet-dialog__error"
              title={isApiError(confirm.error) ? confirm.error.msg : t('timesheets.errors.failed')}
            />
          )}
        </>
      )}
    </Modal>
  )
}
