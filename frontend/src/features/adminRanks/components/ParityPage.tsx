import PlusOutlined from '@ant-design/icons/PlusOutlined'
import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Popconfirm from 'antd/es/popconfirm'
import Table from 'antd/es/table'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Permitted, usePermission } from '@/shared/authority/permission'
import { formatMoney } from '@/shared/lib/money'
import { inPlatformZone } from '@/shared/lib/platformTime'
import { useNow } from '@/shared/lib/useNow'

import { type ParityStep, useParitySteps, useRemoveParityStep } from '../api/parity'
import { stepState } from '../lib/payRules'
import { ParityDialog } from './ParityDialog'

const STATE_COLOURS = { inForce: 'green', upcoming: 'blue', superseded: 'default' } as const

/**
 * Operations › Pay parity steps: the lowest hourly rate a qualified teacher
 * is priced at from a day. Pricing applies the step in force on a booking's
 * first day.
 */
export function ParityPage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const steps = useParitySteps()
  const remove = useRemoveParityStep()
  const mayEdit = usePermission('parity:edit')
  const [open, setOpen] = useState<ParityStep | 'new' | null>(null)
  const today = inPlatformZone(useNow(60_000)).format('YYYY-MM-DD')

  const removeOne = (step: ParityStep) =>
    remove
      .mutateAsync(step.stepId)
      .then(() => void message.success(t('adminRanks.step.removed', { name: step.name })))
      // The request layer has shown the refusal.
      .catch(() => undefined)

  const columns = [
    { key: 'name', title: t('adminRanks.field.stepName'), dataIndex: 'name' },
    {
      key: 'minimumRate',
      title: t('adminRanks.field.minimumRate'),
      align: 'right' as const,
      render: (_: unknown, row: ParityStep) => formatMoney(row.minimumRate),
    },
    { key: 'effectiveFrom', title: t('adminRanks.field.effectiveFrom'), dataIndex: 'effectiveFrom' },
    {
      key: 'state',
      title: t('adminRanks.field.state'),
      render: (_: unknown, row: ParityStep) => {
        const state = stepState(row, today)
        return <Tag color={STATE_COLOURS[state]}>{t(`adminRanks.state.${state}`)}</Tag>
      },
    },
    ...(mayEdit
      ? [
          {
            key: 'actions',
            title: t('adminRanks.field.actions'),
            width: 150,
            render: (_: unknown, row: ParityStep) => (
              <Flex gap={4}>
                <Button type="link" size="small" onClick={() => setOpen(row)}>
                  {t('adminRanks.edit')}
                </Button>
                <Popconfirm
                  title={t('adminRanks.step.removeQuestion', { name: row.name })}
                  okText={t('common.ok')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => removeOne(row)}
                >
                  <Button type="link" size="small" danger>
                    {t('adminRanks.remove')}
                  </Button>
                </Popconfirm>
              </Flex>
            ),
          },
        ]
      : []),
  ]

  return (
    <Card
      title={t('adminRanks.parityTitle')}
      extra={
        <Permitted permission="parity:edit">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('new')}>
            {t('adminRanks.step.add')}
          </Button>
        </Permitted>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('adminRanks.parityHelp')}</Typography.Text>
        {steps.isError && (
          <Alert type="error" showIcon title={t('adminRanks.loadFailed')} action={<Button onClick={() => void steps.refetch()}>{t('adminRanks.retry')}</Button>} />
        )}
        <Table<ParityStep>
          size="small"
          rowKey="stepId"
          aria-label={t('adminRanks.parityTitle')}
          loading={steps.isFetching}
          dataSource={steps.data ?? []}
          columns={columns}
          pagination={false}
          locale={{ emptyText: t('adminRanks.step.empty') }}
        />
      </Flex>
      <ParityDialog open={open} onClose={() => setOpen(null)} />
    </Card>
  )
}
