import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Table from 'antd/es/table'
import type { ColumnsType } from 'antd/es/table'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'

import { type BlockedItem, useBlockedList } from '../api/blockedList'
import { RankTag, TeacherAvatar, TeacherNameButton } from './TeacherBadges'
import { UnblockButton } from './UnblockButton'

interface BlockedTableProps {
  onOpenProfile: (teacherId: number) => void
}

/** The teachers the centre blocked, newest first, each with Unblock. */
export function BlockedTable({ onOpenProfile }: BlockedTableProps) {
  const { t } = useTranslation()
  const blocked = useBlockedList()

  const columns: ColumnsType<BlockedItem> = [
    {
      key: 'teacher',
      title: t('favourites.columns.teacher'),
      render: (_, teacher) => (
        <Flex gap={8} align="center">
          <TeacherAvatar teacher={teacher} />
          <TeacherNameButton teacher={teacher} onOpen={() => onOpenProfile(teacher.teacherId)} />
        </Flex>
      ),
    },
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
    {
      key: 'actions',
      title: t('favourites.columns.actions'),
      render: (_, teacher) => <UnblockButton teacher={teacher} size="small" />,
    },
  ]

  return (
    <Table<BlockedItem>
      rowKey="teacherId"
      columns={columns}
      dataSource={blocked.data?.list ?? []}
      loading={blocked.isFetching}
      scroll={{ x: 'max-content' }}
      aria-label={t('favourites.blockedLabel')}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('favourites.blockedEmpty')} /> }}
      pagination={false}
    />
  )
}
