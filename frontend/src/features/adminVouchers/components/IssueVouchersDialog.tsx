import './voucherDesk.css'

import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Checkbox from 'antd/es/checkbox'
import DatePicker from 'antd/es/date-picker'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import InputNumber from 'antd/es/input-number'
import Modal from 'antd/es/modal'
import Radio from 'antd/es/radio'
import Select from 'antd/es/select'
import type { Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { usePermission } from '@/shared/authority/permission'
import { inPlatformZone } from '@/shared/lib/platformTime'
import { formRefusal } from '@/shared/refusals/formRefusal'
import { CentresPicker } from '@/shared/ui/staffPickers/StaffPickers'

import { useIssueRegions } from '../api/issueRegions'
import { useIssueVouchers } from '../api/issueVouchers'
import { useMatchingCentres } from '../api/matchingCentres'
import {
  CONDITIONS_LENGTH,
  expiryDayAllowed,
  HIGHEST_VALUE,
  type IssueFormValues,
  issueBody,
  LONGEST_VALIDITY_DAYS,
  LOWEST_VALUE,
  matchFilter,
  MOST_CENTRES,
  NAME_LENGTH,
  USE_TYPES,
  coversName,
} from '../lib/voucherDeskRules'

// The fields a refusal may name (the server's request fields the form has).
const FIELDS = ['centreIds', 'name', 'conditions', 'value', 'useType', 'expiresOn', 'validDays'] as const

const START: Partial<IssueFormValues> = { recipients: 'chosen', centreIds: [], enabledOnly: true, useType: 0, validity: 'days', validDays: 90 }

interface IssueVouchersDialogProps {
  open: boolean
  onClose: () => void
}

/** Issue a voucher to chosen centres, or to every centre a filter of the centre list finds; each centre is told. */
export function IssueVouchersDialog({ open, onClose }: IssueVouchersDialogProps) {
  const { t, i18n } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<IssueFormValues>()
  const [failure, setFailure] = useState<string | null>(null)
  const issue = useIssueVouchers()
  const mayListCentres = usePermission('centre:list')
  const recipients = Form.useWatch('recipients', form) ?? 'chosen'
  const validity = Form.useWatch('validity', form) ?? 'days'
  const region = Form.useWatch('region', form)
  const keyword = Form.useWatch('keyword', form)
  const enabledOnly = Form.useWatch('enabledOnly', form)
  const matching = recipients === 'matching'
  const filter = matchFilter({ region, keyword, enabledOnly })
  const matched = useMatchingCentres(filter, open && matching && mayListCentres)
  const regions = useIssueRegions(open && mayListCentres).data?.list ?? []
  const chinese = i18n.language === 'zh-CN'
  // The platform's today when the dialog opened (the server checks the day again).
  const [today] = useState(() => inPlatformZone(Date.now()).startOf('day'))

  const finish = (values: IssueFormValues) => {
    setFailure(null)
    issue.mutate(issueBody(values), {
      onSuccess: (issued) => {
        void message.success(
          issued.count === 1 ? t('adminVouchers.issue.doneOne') : t('adminVouchers.issue.doneMany', { count: issued.count }),
        )
        onClose()
      },
      onError: (error) => {
        const refusal = formRefusal(error, FIELDS)
        if (refusal.field) form.setFields([{ name: refusal.field, errors: [refusal.text] }])
        else setFailure(refusal.text)
      },
    })
  }

  const count = matched.data
  const countAlert = !matching ? null : matched.isPending ? (
    <Alert type="info" showIcon title={t('adminVouchers.issue.matchCounting')} />
  ) : count === 0 ? (
    <Alert type="warning" showIcon title={t('adminVouchers.issue.matchNone')} />
  ) : count !== undefined && count > MOST_CENTRES ? (
    <Alert type="warning" showIcon title={t('adminVouchers.issue.matchTooMany', { count, limit: MOST_CENTRES })} />
  ) : count !== undefined ? (
    <Alert type="info" showIcon title={t('adminVouchers.issue.matchCount', { count })} />
  ) : null

  return (
    <Modal
      open={open}
      title={t('adminVouchers.issue.title')}
      okText={t('adminVouchers.issue.submit')}
      cancelText={t('adminVouchers.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={issue.isPending}
      width={640}
      destroyOnHidden
      afterOpenChange={(opened) => {
        if (!opened) setFailure(null)
      }}
    >
      <Form<IssueFormValues>
        form={form}
        layout="vertical"
        initialValues={START}
        preserve={false}
        onFinish={finish}
        onValuesChange={() => setFailure(null)}
        disabled={issue.isPending}
        aria-label={t('adminVouchers.issue.title')}
        name="issue-vouchers"
      >
        <Form.Item name="recipients" label={t('adminVouchers.issue.recipients')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'chosen', label: t('adminVouchers.issue.chosen') },
              { value: 'matching', label: t('adminVouchers.issue.matching') },
            ]}
          />
        </Form.Item>
        {matching ? (
          <>
            <Form.Item name="region" label={t('adminVouchers.issue.region')}>
              <Select
                allowClear
                placeholder={t('adminVouchers.issue.anyRegion')}
                options={regions.map((choice) => ({ value: choice.name, label: chinese ? choice.nameZh : choice.name }))}
              />
            </Form.Item>
            <Form.Item name="keyword" label={t('adminVouchers.issue.keyword')}>
              <Input allowClear maxLength={100} />
            </Form.Item>
            <Form.Item name="enabledOnly" valuePropName="checked">
              <Checkbox>{t('adminVouchers.issue.enabledOnly')}</Checkbox>
            </Form.Item>
            <Form.Item>{countAlert}</Form.Item>
          </>
        ) : (
          <Form.Item
            name="centreIds"
            label={t('adminVouchers.issue.centreIds')}
            extra={t('adminVouchers.issue.centreIdsHelp', { limit: MOST_CENTRES })}
            rules={[
              { required: true, type: 'array', min: 1, message: t('adminVouchers.issue.centreIdsRequired') },
              { type: 'array', max: MOST_CENTRES, message: t('adminVouchers.issue.tooManyChosen', { limit: MOST_CENTRES }) },
            ]}
          >
            <CentresPicker />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('adminVouchers.issue.name')}
          extra={t('adminVouchers.issue.nameHelp')}
          rules={[
            {
              required: true,
              whitespace: true,
              min: NAME_LENGTH.min,
              max: NAME_LENGTH.max,
              message: t('adminVouchers.issue.nameRequired', NAME_LENGTH),
            },
          ]}
        >
          <Input maxLength={NAME_LENGTH.max} showCount />
        </Form.Item>
        <Form.Item name="conditions" label={t('adminVouchers.issue.conditions')} extra={t('adminVouchers.issue.conditionsHelp')}>
          <Input.TextArea rows={3} maxLength={CONDITIONS_LENGTH} showCount />
        </Form.Item>
        <Form.Item
          name="value"
          label={t('adminVouchers.issue.value')}
          extra={t('adminVouchers.issue.valueHelp', { low: LOWEST_VALUE, high: HIGHEST_VALUE })}
          rules={[
            {
              required: true,
              type: 'number',
              min: LOWEST_VALUE,
              max: HIGHEST_VALUE,
              message: t('adminVouchers.issue.valueRequired', { low: LOWEST_VALUE, high: HIGHEST_VALUE }),
            },
          ]}
        >
          <InputNumber<number> className="voucher-desk__value" prefix="$" min={0} step={10} precision={2} />
        </Form.Item>
        <Form.Item name="useType" label={t('adminVouchers.issue.useType')}>
          <Radio.Group
            optionType="button"
            options={USE_TYPES.map((useType) => ({ value: useType, label: t(`adminVouchers.useType.${coversName(useType)}`) }))}
          />
        </Form.Item>
        <Form.Item name="validity" label={t('adminVouchers.issue.validity')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'days', label: t('adminVouchers.issue.forDays') },
              { value: 'date', label: t('adminVouchers.issue.untilDate') },
            ]}
          />
        </Form.Item>
        {validity === 'date' ? (
          <Form.Item
            name="expiresOn"
            label={t('adminVouchers.issue.expiresOn')}
            extra={t('adminVouchers.issue.expiresOnHelp')}
            rules={[
              {
                validator: (_, value: Dayjs | null | undefined) =>
                  value && expiryDayAllowed(value, today)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('adminVouchers.issue.expiresOnRequired', { days: LONGEST_VALIDITY_DAYS }))),
              },
            ]}
          >
            <DatePicker format="YYYY-MM-DD" disabledDate={(day) => !expiryDayAllowed(day, today)} />
          </Form.Item>
        ) : (
          <Form.Item
            name="validDays"
            label={t('adminVouchers.issue.validDays')}
            extra={t('adminVouchers.issue.validDaysHelp')}
            rules={[
              {
                required: true,
                type: 'integer',
                min: 1,
                max: LONGEST_VALIDITY_DAYS,
                message: t('adminVouchers.issue.validDaysRequired', { days: LONGEST_VALIDITY_DAYS }),
              },
            ]}
          >
            <InputNumber<number> min={1} max={LONGEST_VALIDITY_DAYS} precision={0} suffix={t('adminVouchers.issue.daysSuffix')} />
          </Form.Item>
        )}
        <Alert type="info" showIcon title={t('adminVouchers.issue.notice')} />
        {failure && <Alert type="error" showIcon title={failure} className="voucher-desk__failure" />}
      </Form>
    </Modal>
  )
}
