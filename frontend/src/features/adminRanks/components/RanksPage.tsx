import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Table from 'antd/es/table'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { usePermission } from '@/shared/authority/permission'
import { formatMoney } from '@/shared/lib/money'
import { useRankName } from '@/shared/ui/rankName/useRankName'

import { type AdminRank, useRanks } from '../api/ranks'
import { RankDialog } from './RankDialog'

const RANK_COLOURS: Record<string, string> = { bronze: 'orange', silver: 'default', black: 'purple' }

/**
 * Operations › Teacher ranks: bronze, silver and black (the spec fixes them),
 * the points each needs and the hourly rates centres are priced at (the
 * entry rank's, unless a centre has its own). A change of points re-ranks
 * every teacher.
 */
export function RanksPage() {
  const { t } = useTranslation()
  const ranks = useRanks()
  const rankName = useRankName()
  const mayEdit = usePermission('rank:edit')
  const [open, setOpen] = useState<AdminRank | null>(null)
  const list = ranks.data ?? []

  const columns = [
    {
      key: 'name',
      title: t('adminRanks.field.name'),
      render: (_: unknown, row: AdminRank) => <Tag color={RANK_COLOURS[row.name] ?? 'default'}>{rankName(row.name)}</Tag>,
    },
    { key: 'pointsNeeded', title: t('adminRanks.field.pointsNeeded'), dataIndex: 'pointsNeeded', align: 'right' as const },
    {
      key: 'qualifiedRate',
      title: t('adminRanks.field.qualifiedRate'),
      align: 'right' as const,
      render: (_: unknown, row: AdminRank) => formatMoney(row.qualifiedRate),
    },
    {
      key: 'unqualifiedRate',
      title: t('adminRanks.field.unqualifiedRate'),
      align: 'right' as const,
      render: (_: unknown, row: AdminRank) => formatMoney(row.unqualifiedRate),
    },
    { key: 'teachers', title: t('adminRanks.field.teachers'), dataIndex: 'teachers', align: 'right' as const },
    ...(mayEdit
      ? [
          {
            key: 'actions',
            title: t('adminRanks.field.actions'),
            width: 100,
            render: (_: unknown, row: AdminRank) => (
              <Button type="link" size="small" onClick={() => setOpen(row)} aria-label={t('adminRanks.rank.editOf', { name: rankName(row.name) })}>
                {t('adminRanks.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ]

  return (
    <Card title={t('adminRanks.ranksTitle')}>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('adminRanks.ranksHelp')}</Typography.Text>
        {ranks.isError && (
          <Alert type="error" showIcon title={t('adminRanks.loadFailed')} action={<Button onClick={() => void ranks.refetch()}>{t('adminRanks.retry')}</Button>} />
        )}
        <Table<AdminRank>
          size="small"
          rowKey="rankId"
          aria-label={t('adminRanks.ranksTitle')}
          loading={ranks.isFetching}
          dataSource={list}
          columns={columns}
          pagination={false}
        />
      </Flex>
      <RankDialog rank={open} ranks={list} onClose={() => setOpen(null)} />
    </Card>
  )
}
