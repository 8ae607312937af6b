import './teacherTimeSheet.css'

import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Col from 'antd/es/col'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import InputNumber from 'antd/es/input-number'
import Modal from 'antd/es/modal'
import Row from 'antd/es/row'
import Tag from 'antd/es/tag'
import TimePicker from 'antd/es/time-picker'
import Typography from 'antd/es/typography'
import type { Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { isApiError } from '@/shared/api/ApiError'
import { formatMoney } from '@/shared/lib/money'
import { formatInZone, inPlatformZone, isoWithOffset, zonedDate, zonedMoment } from '@/shared/lib/platformTime'
import { canReportTimes, hoursText, paidMinutes, TIME_SHEET_STATUS, timesProblem } from '@/shared/timesheets/rules'

import { type ReportedJob, useReportTimes } from '../../api/reportTimes'

const TIME_FORMAT = 'HH:mm'

interface ReportValues {
  start?: Dayjs
  end?: Dayjs
  breakMinutes?: number | null
}

type TeacherTimeSheetJob = Pick<ReportedJob, 'jobRecordId' | 'startsAt' | 'endsAt' | 'breakMinutes' | 'timeSheet'>

interface TeacherTimeSheetProps {
  job: TeacherTimeSheetJob
  /** Brings the screen's jobs up to date once the report is sent (the job's answer is given). */
  onReported?: (job: ReportedJob) => Promise<unknown>
}

/** The teacher's view of a finished job's time sheet: its state, and the report of the times worked while it is to confirm. */
export function TeacherTimeSheet({ job, onReported }: TeacherTimeSheetProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [open, setOpen] = useState(false)
  const [form] = Form.useForm<ReportValues>()
  const report = useReportTimes(onReported)
  const values = Form.useWatch([], form) as ReportValues | undefined
  const sheet = job.timeSheet
  if (!sheet) return null

  const time = (value: string) => formatInZone(value, TIME_FORMAT)
  const day = zonedDate(job.startsAt)
  const moment = (value: Dayjs | undefined) => (value ? zonedMoment(day, value.format(TIME_FORMAT)) : null)
  const start = moment(values?.start)
  const end = moment(values?.end)
  const breakMinutes = values?.breakMinutes ?? 0
  const problem = start && end ? timesProblem(start.valueOf(), end.valueOf(), breakMinutes) : null
  const minutes = start && end && !problem ? paidMinutes(start.valueOf(), end.valueOf(), breakMinutes) : null
  const confirmed = sheet.status === TIME_SHEET_STATUS.confirmed

  const close = () => {
    report.reset()
    setOpen(false)
  }

  const send = () => {
    if (!start || !end || problem) return
    report.mutate(
      {
        jobRecordId: job.jobRecordId,
        startTime: isoWithOffset(start),
        endTime: isoWithOffset(end),
        breakMinutes: values?.breakMinutes ?? 0,
      },
      {
        onSuccess: () => {
          void message.success(t('timesheets.teacher.reported'))
          close()
        },
      },
    )
  }

  return (
    <div className="teacher-timesheet" role="group" aria-label={t('timesheets.teacher.label')}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong>{t('timesheets.teacher.label')}</Typography.Text>
        <Tag color={confirmed ? 'success' : 'warning'}>
          {t(confirmed ? 'timesheets.teacher.confirmed' : 'timesheets.teacher.toConfirm')}
        </Tag>
      </Flex>
      {sheet.reportedStartsAt && sheet.reportedEndsAt && (
        <Typography.Text type="secondary">
          {t('timesheets.teacher.youReported', {
            from: time(sheet.reportedStartsAt),
            to: time(sheet.reportedEndsAt),
            minutes: sheet.reportedBreakMinutes ?? 0,
          })}
        </Typography.Text>
      )}
      {confirmed && sheet.startsAt && sheet.endsAt && (
        <Typography.Text>
          {t('timesheets.teacher.paid', {
            from: time(sheet.startsAt),
            to: time(sheet.endsAt),
            hours: sheet.paidHours,
            amount: formatMoney(sheet.amount ?? '0'),
          })}
        </Typography.Text>
      )}
      {!confirmed && (
        <Typography.Text type="secondary">
          {t('timesheets.teacher.defaultAt', { time: formatInZone(sheet.defaultAt, 'ddd HH:mm') })}
        </Typography.Text>
      )}
      {canReportTimes(sheet) && (
        <Button block onClick={() => setOpen(true)} className="teacher-timesheet__report">
          {t('timesheets.teacher.report')}
        </Button>
      )}
      <Modal
        open={open}
        title={t('timesheets.teacher.reportTitle')}
        okText={t('timesheets.teacher.send')}
        cancelText={t('common.cancel')}
        okButtonProps={{ loading: report.isPending, disabled: minutes === null }}
        onOk={send}
        onCancel={close}
        afterClose={() => form.resetFields()}
        destroyOnHidden
        centered
      >
        <Typography.Paragraph type="secondary">{t('timesheets.teacher.reportIntro')}</Typography.Paragraph>
        <Form<ReportValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{
            start: inPlatformZone(sheet.reportedStartsAt ?? job.startsAt),
            end: inPlatformZone(sheet.reportedEndsAt ?? job.endsAt),
            breakMinutes: sheet.reportedBreakMinutes ?? job.breakMinutes,
          }}
        >
          <Row gutter={8}>
            <Col span={8}>
              <Form.Item name="start" label={t('timesheets.teacher.start')}>
                <TimePicker format={TIME_FORMAT} minuteStep={5} needConfirm={false} allowClear={false} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="end"
                label={t('timesheets.teacher.end')}
                validateStatus={problem === 'endBeforeStart' ? 'error' : undefined}
                help={problem === 'endBeforeStart' ? t('timesheets.teacher.endBeforeStart') : undefined}
              >
                <TimePicker format={TIME_FORMAT} minuteStep={5} needConfirm={false} allowClear={false} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="breakMinutes"
                label={t('timesheets.teacher.break')}
                validateStatus={problem === 'breakTooLong' ? 'error' : undefined}
                help={problem === 'breakTooLong' ? t('timesheets.teacher.breakTooLong') : undefined}
              >
                <InputNumber min={0} max={720} step={5} precision={0} inputMode="numeric" />
              </Form.Item>
            </Col>
          </Row>
        </Form>
        {minutes !== null && (
          <Typography.Text>
            {t('timesheets.teacher.worked', { hours: hoursText(minutes) })}
          </Typography.Text>
        )}
        {report.error && (
          <Alert
            type="error"
            showIcon
            className="teacher-timesheet__error"
            title={isApiError(report.error) ? report.error.msg : t('timesheets.teacher.failed')}
          />
        )}
      </Modal>
    </div>
  )
}
