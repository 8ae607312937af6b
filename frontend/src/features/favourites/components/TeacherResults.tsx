import UserOutlined from '@ant-design/icons/UserOutlined'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'

import { actionsColumn, type CardColumns } from '@/shared/ui/cardColumns'
import { EmptyNote, ResponsiveTable } from '@/shared/ui/ResponsiveTable'

import type { SearchItem } from '../api/favouriteSearch'
import { FavouriteToggle } from './FavouriteToggle'
import { standingColumns, teacherColumn } from './teacherColumns'

interface TeacherResultsProps {
  teachers: SearchItem[]
  loading: boolean
  /** The list's accessible name. */
  label: string
  emptyText: string
  onOpenProfile: (teacherId: number) => void
}

/** Teachers found or suggested, each with its profile and the favourite toggle. */
export function TeacherResults({ teachers, loading, label, emptyText, onOpenProfile }: TeacherResultsProps) {
  const { t } = useTranslation()
  const columns: CardColumns<SearchItem> = [
    teacherColumn(t, onOpenProfile),
    {
      key: 'registration',
      title: t('favourites.columns.registrationNumber'),
      render: (_, teacher) => teacher.registrationNumber ?? '–',
    },
    ...standingColumns<SearchItem>(t),
    {
      key: 'state',
      title: t('favourites.columns.state'),
      render: (_, teacher) => (
        <Flex gap={4} wrap>
          {teacher.isFavourite && <Tag color="magenta">{t('favourites.inFavourites')}</Tag>}
          {teacher.isBlocked && <Tag color="red">{t('favourites.blockedTag')}</Tag>}
          {teacher.workedHere && <Tag color="cyan">{t('favourites.workedHere')}</Tag>}
        </Flex>
      ),
    },
    actionsColumn(t('favourites.columns.actions'), (teacher) => (
      <Flex gap={6} wrap>
        <Button size="small" icon={<UserOutlined />} onClick={() => onOpenProfile(teacher.teacherId)}>
          {t('favourites.profileButton')}
        </Button>
        <FavouriteToggle
          teacher={teacher}
          isFavourite={teacher.isFavourite}
          isBlocked={teacher.isBlocked}
          size="small"
        />
      </Flex>
    )),
  ]

  return (
    <ResponsiveTable<SearchItem>
      rowKey="teacherId"
      columns={columns}
      rows={teachers}
      loading={loading}
      label={label}
      empty={<EmptyNote text={emptyText} />}
    />
  )
}
