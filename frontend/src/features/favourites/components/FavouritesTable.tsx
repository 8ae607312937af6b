import './favourites.css'

import StopOutlined from '@ant-design/icons/StopOutlined'
import UserOutlined from '@ant-design/icons/UserOutlined'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { actionsColumn, type CardColumns } from '@/shared/ui/cardColumns'
import { FIRST_PAGE, type Paging, PagedTable } from '@/shared/ui/PagedTable'

import { type FavouriteItem, useFavouriteList } from '../api/favouriteList'
import { formatHours } from '../lib/teacherLabels'
import { FavouriteToggle } from './FavouriteToggle'
import { standingColumns, teacherColumn } from './teacherColumns'

interface FavouritesTableProps {
  onOpenProfile: (teacherId: number) => void
  onBlock: (teacher: FavouriteItem) => void
  /** Shown when there are no favourites yet (the way to add some). */
  emptyAction?: ReactNode
}

/** The centre's favourite teachers, newest first, paged by the server. */
export function FavouritesTable({ onOpenProfile, onBlock, emptyAction }: FavouritesTableProps) {
  const { t, i18n } = useTranslation()
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE)
  const list = useFavouriteList(paging)
  const total = list.data?.total ?? 0

  // Removing the last teacher of a page goes back one page.
  const lastPage = Math.max(1, Math.ceil(total / paging.pageSize))
  if (list.data && !list.isPlaceholderData && paging.pageNo > lastPage) {
    setPaging({ ...paging, pageNo: lastPage })
  }

  const columns: CardColumns<FavouriteItem> = [
    teacherColumn(t, onOpenProfile, { registration: true }),
    ...standingColumns<FavouriteItem>(t),
    {
      key: 'lastJob',
      title: t('favourites.columns.lastJob'),
      render: (_, teacher) =>
        teacher.lastJobDate ? (
          dayjs(teacher.lastJobDate).format(t('favourites.dateFormat'))
        ) : (
          <Typography.Text type="secondary">{t('favourites.noJobHere')}</Typography.Text>
        ),
    },
    {
      key: 'hours',
      title: t('favourites.columns.completedHours'),
      align: 'right',
      responsive: ['md'],
      render: (_, teacher) => formatHours(teacher.completedHours, i18n.language),
    },
    actionsColumn(t('favourites.columns.actions'), (teacher) => (
      <Flex gap={6} wrap>
        <Button size="small" icon={<UserOutlined />} onClick={() => onOpenProfile(teacher.teacherId)}>
          {t('favourites.profileButton')}
        </Button>
        <FavouriteToggle teacher={teacher} isFavourite size="small" />
        <Button size="small" danger icon={<StopOutlined />} onClick={() => onBlock(teacher)}>
          {t('favourites.block')}
        </Button>
      </Flex>
    )),
  ]

  return (
    <PagedTable<FavouriteItem>
      rowKey="teacherId"
      columns={columns}
      page={list.data}
      loading={list.isFetching}
      label={t('favourites.listLabel')}
      emptyText={t('favourites.empty')}
      emptyAction={emptyAction}
      paging={paging}
      onPaging={setPaging}
      sizeChanger
      showTotal={(count) => t('favourites.total', { count })}
    />
  )
}
