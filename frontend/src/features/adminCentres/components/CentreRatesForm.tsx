import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import InputNumber from 'antd/es/input-number'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { usePermission } from '@/shared/authority/permission'
import { formRefusal } from '@/shared/refusals/formRefusal'

import type { CentreDetail } from '../api/centreDetail'
import { useSaveCentreRates } from '../api/centreRates'
import { dollars } from '../lib/centreLabels'
import {
  discountedRate,
  discountProblem,
  effectiveRate,
  RATE_FIELDS,
  type RateField,
  type RateProblem,
  rateProblem,
  ratesBody,
  type RateValues,
  rateValues,
} from '../lib/centreRates'

function platformOf(value: string | null): number | null {
  return value === null ? null : Number(value)
}

/** The centre's own rates and discounts: edited with centre:rates, shown to anyone who may read the centre. */
export function CentreRatesForm({ centre }: { centre: CentreDetail }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const mayEdit = usePermission('centre:rates')
  const save = useSaveCentreRates()
  const [form] = Form.useForm<RateValues>()
  const [refused, setRefused] = useState<string | null>(null)
  const values = Form.useWatch([], form) as Partial<RateValues> | undefined
  const platform = {
    qualified: platformOf(centre.rates.platformQualifiedRate),
    unqualified: platformOf(centre.rates.platformUnqualifiedRate),
  }

  const problemText = (problem: RateProblem) =>
    problem.kind === 'rateBounds'
      ? t('adminCentres.rates.rateBounds', { low: dollars(problem.low), high: dollars(problem.high) })
      : problem.kind === 'discountBounds'
        ? t('adminCentres.rates.discountBounds', { high: dollars(problem.high) })
        : t('adminCentres.rates.discountNotBelowRate', { rate: dollars(problem.rate) })

  const rateRule = () => ({
    validator: (_: unknown, value: number | null) => {
      const problem = rateProblem(value)
      return problem ? Promise.reject(new Error(problemText(problem))) : Promise.resolve()
    },
  })
  const discountRule = (rateField: RateField, platformRate: number | null) => ({
    validator: (_: unknown, value: number | null) => {
      const own = form.getFieldValue(rateField) as number | null | undefined
      const problem = discountProblem(value, effectiveRate(own, platformRate))
      return problem ? Promise.reject(new Error(problemText(problem))) : Promise.resolve()
    },
  })

  const submit = (submitted: RateValues) => {
    setRefused(null)
    save.mutate(ratesBody(centre.centreId, submitted), {
      onSuccess: () => void message.success(t('adminCentres.rates.saved', { name: centre.name })),
      onError: (error) => {
        const refusal = formRefusal(error, RATE_FIELDS)
        if (refusal.field) form.setFields([{ name: refusal.field, errors: [refusal.text] }])
        else setRefused(refusal.text)
      },
    })
  }

  const priced = (own: number | null | undefined, discount: number | null | undefined, platformRate: number | null) =>
    dollars(discountedRate(effectiveRate(own, platformRate), discount))

  const money = (field: RateField, label: string, extra: string, rules: object[], dependencies?: RateField[]) => (
    <Form.Item name={field} label={label} extra={extra} rules={rules} dependencies={dependencies}>
      <InputNumber<number>
        className="admin-centres__money"
        prefix="$"
        min={0}
        step={0.5}
        precision={2}
        disabled={!mayEdit}
        placeholder={t('adminCentres.rates.empty')}
        style={{ width: 200 }}
      />
    </Form.Item>
  )

  return (
    <Form<RateValues>
      form={form}
      layout="vertical"
      className="admin-centres__rates"
      initialValues={rateValues(centre.rates)}
      onFinish={submit}
      aria-label={t('adminCentres.rates.formLabel')}
    >
      <Typography.Paragraph type="secondary">{t('adminCentres.rates.help')}</Typography.Paragraph>
      {money(
        'qualifiedRate',
        t('adminCentres.fields.qualifiedRate'),
        t('adminCentres.rates.platformIs', { rate: dollars(platform.qualified) }),
        [rateRule()],
      )}
      {money('qualifiedDiscount', t('adminCentres.fields.qualifiedDiscount'), t('adminCentres.rates.discountHelp'), [discountRule('qualifiedRate', platform.qualified)], ['qualifiedRate'])}
      {money(
        'unqualifiedRate',
        t('adminCentres.fields.unqualifiedRate'),
        t('adminCentres.rates.platformIs', { rate: dollars(platform.unqualified) }),
        [rateRule()],
      )}
      {money('unqualifiedDiscount', t('adminCentres.fields.unqualifiedDiscount'), t('adminCentres.rates.discountHelp'), [discountRule('unqualifiedRate', platform.unqualified)], ['unqualifiedRate'])}
      <Alert
        type="info"
        showIcon
        title={t('adminCentres.rates.priced', {
          qualified: priced(values?.qualifiedRate, values?.qualifiedDiscount, platform.qualified),
          unqualified: priced(values?.unqualifiedRate, values?.unqualifiedDiscount, platform.unqualified),
        })}
      />
      {refused && <Alert type="error" showIcon title={refused} style={{ marginTop: 12 }} />}
      {mayEdit && (
        <Flex gap={8} style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('adminCentres.rates.save')}
          </Button>
          <Button onClick={() => form.resetFields()}>{t('adminCentres.rates.reset')}</Button>
        </Flex>
      )}
    </Form>
  )
}
