import './jobOffers.css'

import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import DatePicker from 'antd/es/date-picker'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Radio from 'antd/es/radio'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'


import { type OfferDraft, useCreateOffer } from '../api/createOffer'
import type { JobOffer } from '../api/offers'
import { offerRefusal } from '../lib/offerRefusal'
import { offerDateProblem, RATE_RANGES, rateRangeText, WORK_TYPES } from '../lib/offerRules'

interface OfferFormValues {
  title?: string
  description?: string
  workType?: number
  rateRange?: number
  startsOn?: Dayjs | null
  endsOn?: Dayjs | null
  expiresOn?: Dayjs | null
}

const DATE = 'YYYY-MM-DD'

interface OfferFormProps {
  onPosted: (offer: JobOffer) => void
  onCancel: () => void
}

/** Make A Permanent Job Offer: every field the offer needs, checked with the server's rules before it is sent. */
export function OfferForm({ onPosted, onCancel }: OfferFormProps) {
  const { t } = useTranslation()
  const [form] = Form.useForm<OfferFormValues>()
  const create = useCreateOffer()
  const [refusal, setRefusal] = useState<string | null>(null)
  const today = dayjs().startOf('day')

  const dateRule = (field: 'startsOn' | 'endsOn' | 'expiresOn') => ({
    validator: async () => {
      const values = form.getFieldsValue(['startsOn', 'endsOn', 'expiresOn']) as OfferFormValues
      const problem = offerDateProblem(values, today)
      const owner =
        problem === 'jobOffers.form.startPast'
          ? 'startsOn'
          : problem === 'jobOffers.form.endBeforeStart'
            ? 'endsOn'
            : 'expiresOn'
      if (problem && owner === field) throw new Error(t(problem))
    },
  })

  const submit = (values: OfferFormValues) => {
    setRefusal(null)
    const draft: OfferDraft = {
      title: values.title?.trim() ?? null,
      description: values.description?.trim() ?? null,
      workType: values.workType ?? null,
      rateRange: values.rateRange ?? null,
      startsOn: values.startsOn ? values.startsOn.format(DATE) : null,
      endsOn: values.endsOn ? values.endsOn.format(DATE) : null,
      expiresOn: values.expiresOn ? values.expiresOn.format(DATE) : null,
    }
    create.mutate(draft, {
      onSuccess: onPosted,
      onError: (error) => {
        const refused = offerRefusal(error)
        if (refused.kind === 'alreadyOpen') setRefusal(t('jobOffers.form.alreadyOpen'))
        else if (refused.kind === 'field') form.setFields([{ name: refused.field, errors: [refused.text] }])
        else setRefusal(refused.text)
      },
    })
  }

  return (
    <Form<OfferFormValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      requiredMark
      className="offer-form"
      aria-label={t('jobOffers.form.title')}
    >
      {refusal && <Alert type="error" showIcon title={refusal} className="offer-form__alert" />}
      <Form.Item
        name="title"
        label={t('jobOffers.form.jobTitle')}
        rules={[{ required: true, whitespace: true, message: t('jobOffers.form.required.title') }]}
      >
        <Input maxLength={100} showCount placeholder={t('jobOffers.form.jobTitlePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('jobOffers.form.description')}
        rules={[{ required: true, whitespace: true, message: t('jobOffers.form.required.description') }]}
      >
        <Input.TextArea rows={5} maxLength={5000} showCount placeholder={t('jobOffers.form.descriptionPlaceholder')} />
      </Form.Item>
      <Flex gap={24} wrap>
        <Form.Item
          name="workType"
          label={t('jobOffers.form.workType')}
          rules={[{ required: true, message: t('jobOffers.form.required.workType') }]}
        >
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={WORK_TYPES.map((value) => ({ value, label: t(`jobOffers.workType.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="rateRange"
          label={t('jobOffers.form.rateRange')}
          rules={[{ required: true, message: t('jobOffers.form.required.rateRange') }]}
        >
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={RATE_RANGES.map((range) => ({ value: range.value, label: rateRangeText(range.value) }))}
          />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item
          name="startsOn"
          label={t('jobOffers.form.startsOn')}
          dependencies={['expiresOn', 'endsOn']}
          rules={[{ required: true, message: t('jobOffers.form.required.startsOn') }, dateRule('startsOn')]}
        >
          <DatePicker
            format={t('jobOffers.dateFormat')}
            disabledDate={(day) => day.isBefore(today, 'day')}
            aria-label={t('jobOffers.form.startsOn')}
          />
        </Form.Item>
        <Form.Item
          name="endsOn"
          label={t('jobOffers.form.endsOn')}
          extra={t('jobOffers.form.endsOnHelp')}
          dependencies={['startsOn']}
          rules={[dateRule('endsOn')]}
        >
          <DatePicker format={t('jobOffers.dateFormat')} aria-label={t('jobOffers.form.endsOn')} />
        </Form.Item>
        <Form.Item
          name="expiresOn"
          label={t('jobOffers.form.expiresOn')}
          extra={t('jobOffers.form.expiresOnHelp')}
          dependencies={['startsOn']}
          rules={[{ required: true, message: t('jobOffers.form.required.expiresOn') }, dateRule('expiresOn')]}
        >
          <DatePicker format={t('jobOffers.dateFormat')} aria-label={t('jobOffers.form.expiresOn')} />
        </Form.Item>
      </Flex>
      <Alert type="info" showIcon title={t('jobOffers.form.placementFee')} className="offer-form__alert" />
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('jobOffers.form.submit')}
        </Button>
        <Button onClick={onCancel}>{t('jobOffers.form.cancel')}</Button>
      </Flex>
    </Form>
  )
}
