import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'

import { actionsColumn, type CardColumns } from '@/shared/ui/cardColumns'
import { EmptyNote, ResponsiveTable } from '@/shared/ui/ResponsiveTable'

import { type BlockedItem, useBlockedList } from '../api/blockedList'
import { RankTag } from './TeacherBadges'
import { teacherColumn } from './teacherColumns'
import { UnblockButton } from './UnblockButton'

interface BlockedTableProps {
  onOpenProfile: (teacherId: number) => void
}

/** The teachers the centre blocked, newest first, each with Unblock. */
export function BlockedTable({ onOpenProfile }: BlockedTableProps) {
  const { t } = useTranslation()
  const blocked = useBlockedList()

  const columns: CardColumns<BlockedItem> = [
    teacherColumn(t, onOpenProfile),
    { key: 'rank', title: t('favourites.columns.rank'), render: (_, teacher) => <RankTag rank={teacher.rank} /> },
    {
      key: 'reason',
      title: t('favourites.columns.reason'),
      render: (_, teacher) =>
        teacher.reason ? (
          <Typography.Paragraph className="blocked-reason" ellipsis={{ rows: 2, tooltip: teacher.reason }}>
            {teacher.reason}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">{t('favourites.noReason')}</Typography.Text>
        ),
    },
    {
      key: 'blockedAt',
      title: t('favourites.columns.blockedAt'),
      render: (_, teacher) => dayjs(teacher.blockedAt).format(t('favourites.dateTimeFormat')),
    },
    actionsColumn(t('favourites.columns.actions'), (teacher) => <UnblockButton teacher={teacher} size="small" />),
  ]

  return (
    <ResponsiveTable<BlockedItem>
      rowKey="teacherId"
      columns={columns}
      rows={blocked.data?.list ?? []}
      loading={blocked.isFetching}
      label={t('favourites.blockedLabel')}
      empty={<EmptyNote text={t('favourites.blockedEmpty')} />}
    />
  )
}
