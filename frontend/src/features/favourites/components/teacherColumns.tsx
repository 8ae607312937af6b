import Flex from 'antd/es/flex'
import Typography from 'antd/es/typography'
import type { TFunction } from 'i18next'

import type { CardColumn } from '@/shared/ui/cardColumns'

import { QualificationTag, RankTag, RatingValue, TeacherAvatar, TeacherNameButton } from './TeacherBadges'

interface TeacherRow {
  teacherId: number
  firstName: string
  lastName: string
  registrationNumber?: string | null
}

/**
 * The teacher column of the favourites' lists (favourites, blocked, found and
 * suggested teachers): avatar and the name that opens the profile, with the
 * registration number under it when asked; the title of the row's card.
 */
export function teacherColumn<Row extends TeacherRow>(
  t: TFunction,
  onOpenProfile: (teacherId: number) => void,
  { registration = false }: { registration?: boolean } = {},
): CardColumn<Row> {
  return {
    key: 'teacher',
    title: t('favourites.columns.teacher'),
    card: 'title',
    render: (_, teacher) => (
      <Flex gap={8} align="center">
        <TeacherAvatar teacher={teacher} />
        <Flex vertical>
          <TeacherNameButton teacher={teacher} onOpen={() => onOpenProfile(teacher.teacherId)} />
          {registration && teacher.registrationNumber && (
            <Typography.Text type="secondary" className="teacher-cell__sub">
              {teacher.registrationNumber}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
    ),
  }
}

/** Rank, rating and qualification, as every list of teachers shows them. */
export function standingColumns<Row extends { rank: string; rating: string | null; qualification: number }>(
  t: TFunction,
): CardColumn<Row>[] {
  return [
    { key: 'rank', title: t('favourites.columns.rank'), render: (_, teacher) => <RankTag rank={teacher.rank} /> },
    {
      key: 'rating',
      title: t('favourites.columns.rating'),
      render: (_, teacher) => <RatingValue rating={teacher.rating} />,
    },
    {
      key: 'qualification',
      title: t('favourites.columns.qualification'),
      render: (_, teacher) => <QualificationTag qualification={teacher.qualification} />,
    },
  ]
}
