import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import DatePicker from 'antd/es/date-picker'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import InputNumber from 'antd/es/input-number'
import Modal from 'antd/es/modal'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useRankName } from '@/shared/ui/rankName/useRankName'

import { type NewParityStep, type ParityStep, useAddParityStep, useChangeParityStep } from '../api/parity'
import { HIGHEST_RATE, LOWEST_RATE, NAME_MAX, newStepOf, saveRefusal, STEP_FIELDS, type StepValues, stepValuesOf } from '../lib/payRules'

interface ParityDialogProps {
  /** Open on a step to change, or on a new one (`'new'`); closed when null. */
  open: ParityStep | 'new' | null
  onClose: () => void
}

/** Adds or changes a pay parity step; a step above a rank's qualified rate is saved only once confirmed. */
export function ParityDialog({ open, onClose }: ParityDialogProps) {
  const { t } = useTranslation()
  const { message, modal } = App.useApp()
  const rankName = useRankName()
  const [form] = Form.useForm<StepValues>()
  const add = useAddParityStep()
  const change = useChangeParityStep()
  const [refusal, setRefusal] = useState<string | null>(null)
  const step = open === 'new' ? null : open
  const pending = add.isPending || change.isPending

  const send = (body: NewParityStep) => {
    const handlers = {
      onSuccess: () => {
        void message.success(t(step ? 'adminRanks.step.changed' : 'adminRanks.step.added', { name: body.name }))
        onClose()
      },
      onError: (error: unknown) => {
        const place = saveRefusal(error, STEP_FIELDS, rankName)
        if (place.confirm) {
          modal.confirm({
            title: t('adminRanks.confirmTitle'),
            content: place.text,
            okText: t('adminRanks.confirmSave'),
            cancelText: t('common.cancel'),
            onOk: () => send({ ...body, confirmed: true }),
          })
        } else if (place.field) form.setFields([{ name: place.field, errors: [place.text] }])
        else setRefusal(place.text)
      },
    }
    if (step) change.mutate({ ...body, stepId: step.stepId }, handlers)
    else add.mutate(body, handlers)
  }

  const submit = (values: StepValues) => {
    setRefusal(null)
    send(newStepOf(values))
  }

  return (
    <Modal
      title={t(step ? 'adminRanks.step.editTitle' : 'adminRanks.step.newTitle')}
      open={open !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('adminRanks.save')}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      destroyOnHidden
      afterClose={() => setRefusal(null)}
    >
      <Form<StepValues> form={form} name="parityStep" layout="vertical" initialValues={stepValuesOf(step)} onFinish={submit} preserve={false} disabled={pending}>
        {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
        <Form.Item name="name" label={t('adminRanks.field.stepName')} rules={[{ required: true, whitespace: true, message: t('adminRanks.step.nameRequired') }]}>
          <Input maxLength={NAME_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="minimumRate"
          label={t('adminRanks.field.minimumRate')}
          extra={t('adminRanks.step.rateHelp')}
          rules={[
            { required: true, message: t('adminRanks.rank.rateRequired') },
            { type: 'number', min: LOWEST_RATE, max: HIGHEST_RATE, message: t('adminRanks.rateBounds', { low: LOWEST_RATE, high: HIGHEST_RATE }) },
          ]}
        >
          <InputNumber<number> prefix="$" min={0} step={0.5} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="effectiveFrom" label={t('adminRanks.field.effectiveFrom')} rules={[{ required: true, message: t('adminRanks.step.dateRequired') }]}>
          <DatePicker format="YYYY-MM-DD" style={{ width: 200 }} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
