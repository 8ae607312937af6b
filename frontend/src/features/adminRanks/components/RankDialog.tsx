import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Form from 'antd/es/form'
import InputNumber from 'antd/es/input-number'
import Modal from 'antd/es/modal'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useRankName } from '@/shared/ui/rankName/useRankName'

import { type AdminRank, type RankChange, useChangeRank } from '../api/ranks'
import { HIGHEST_RATE, isFirstRank, LOWEST_RATE, pointsRange, RANK_FIELDS, rankChangeOf, type RankValues, rankValuesOf, saveRefusal } from '../lib/payRules'

interface RankDialogProps {
  /** The rank to change; closed when null. */
  rank: AdminRank | null
  /** Every rank in rank order (the points a rank may need lie between its neighbours'). */
  ranks: readonly AdminRank[]
  onClose: () => void
}

/** Changes a rank's points needed and hourly rates; a rate below a pay parity step is saved only once confirmed. */
export function RankDialog({ rank, ranks, onClose }: RankDialogProps) {
  const { t } = useTranslation()
  const { message, modal } = App.useApp()
  const rankName = useRankName()
  const [form] = Form.useForm<RankValues>()
  const save = useChangeRank()
  const [refusal, setRefusal] = useState<string | null>(null)

  const send = (change: RankChange) =>
    save.mutate(change, {
      onSuccess: (changed) => {
        void message.success(
          changed.moved > 0
            ? t('adminRanks.rank.savedMoved', { name: rankName(rank?.name ?? ''), count: changed.moved })
            : t('adminRanks.rank.saved', { name: rankName(rank?.name ?? '') }),
        )
        onClose()
      },
      onError: (error) => {
        const place = saveRefusal(error, RANK_FIELDS, rankName)
        if (place.confirm) {
          modal.confirm({
            title: t('adminRanks.confirmTitle'),
            content: place.text,
            okText: t('adminRanks.confirmSave'),
            cancelText: t('common.cancel'),
            onOk: () => send({ ...change, confirmed: true }),
          })
        } else if (place.field) form.setFields([{ name: place.field, errors: [place.text] }])
        else setRefusal(place.text)
      },
    })

  const submit = (values: RankValues) => {
    setRefusal(null)
    if (rank) send(rankChangeOf(rank.rankId, values))
  }

  const range = rank ? pointsRange(rank, ranks) : { min: 0, max: 0 }
  const money = (name: 'qualifiedRate' | 'unqualifiedRate') => (
    <Form.Item
      name={name}
      label={t(`adminRanks.field.${name}`)}
      rules={[
        { required: true, message: t('adminRanks.rank.rateRequired') },
        { type: 'number', min: LOWEST_RATE, max: HIGHEST_RATE, message: t('adminRanks.rateBounds', { low: LOWEST_RATE, high: HIGHEST_RATE }) },
      ]}
    >
      <InputNumber<number> prefix="$" min={0} step={0.5} precision={2} style={{ width: 200 }} />
    </Form.Item>
  )

  return (
    <Modal
      title={t('adminRanks.rank.editTitle', { name: rank ? rankName(rank.name) : '' })}
      open={rank !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('adminRanks.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
      afterClose={() => setRefusal(null)}
    >
      {rank && (
        <Form<RankValues> form={form} name="rank" layout="vertical" initialValues={rankValuesOf(rank)} onFinish={submit} preserve={false} disabled={save.isPending}>
          {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
          <Form.Item
            name="pointsNeeded"
            label={t('adminRanks.field.pointsNeeded')}
            extra={isFirstRank(rank, ranks) ? t('adminRanks.rank.firstRank') : t('adminRanks.rank.pointsHelp', range)}
            rules={[{ required: true, message: t('adminRanks.rank.pointsRequired') }]}
          >
            <InputNumber<number> min={0} precision={0} disabled={isFirstRank(rank, ranks)} style={{ width: 200 }} />
          </Form.Item>
          {money('qualifiedRate')}
          {money('unqualifiedRate')}
        </Form>
      )}
    </Modal>
  )
}
