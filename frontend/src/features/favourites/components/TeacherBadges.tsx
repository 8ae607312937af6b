import StarFilled from '@ant-design/icons/StarFilled'
import Avatar from 'antd/es/avatar'
import Button from 'antd/es/button'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { fullName, initials, ratingValue } from '../lib/teacherLabels'

const RANK_COLOURS: Record<string, string> = {
  bronze: '#a0522d',
  silver: '#8c8c8c',
  black: '#262626',
}

const QUALIFICATION_COLOURS: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'blue' }

/** The teacher's rank (bronze, silver, black), in its colour. */
export function RankTag({ rank }: { rank: string }) {
  const { t } = useTranslation()
  return (
    <Tag color={RANK_COLOURS[rank.toLowerCase()]} className="teacher-rank">
      {t(`favourites.rank.${rank.toLowerCase()}`, { defaultValue: rank })}
    </Tag>
  )
}

/** Qualified, unqualified or newly qualified. */
export function QualificationTag({ qualification }: { qualification: number }) {
  const { t } = useTranslation()
  return (
    <Tag color={QUALIFICATION_COLOURS[qualification]} variant="outlined">
      {t(`favourites.qualification.${qualification}`, { defaultValue: String(qualification) })}
    </Tag>
  )
}

/** A star and the rating (two decimals, as the server keeps it), or a word when there is none. */
export function RatingValue({ rating }: { rating: string | null }) {
  const { t } = useTranslation()
  const value = ratingValue(rating)
  if (value === null) return <Typography.Text type="secondary">{t('favourites.noRating')}</Typography.Text>
  return (
    <span className="teacher-rating" aria-label={t('favourites.ratingLabel', { rating: value.toFixed(2) })}>
      <StarFilled className="teacher-rating__star" aria-hidden /> {value.toFixed(2)}
    </span>
  )
}

export function TeacherAvatar({ teacher, size = 32 }: { teacher: { firstName: string; lastName: string }; size?: number }) {
  return (
    <Avatar size={size} className="teacher-avatar" aria-hidden>
      {initials(teacher)}
    </Avatar>
  )
}

/** The teacher's name as a button that opens their profile. */
export function TeacherNameButton({
  teacher,
  onOpen,
}: {
  teacher: { firstName: string; lastName: string }
  onOpen: () => void
}) {
  return (
    <Button type="link" size="small" className="teacher-name" onClick={onOpen}>
      {fullName(teacher)}
    </Button>
  )
}
