import StarFilled from '@ant-design/icons/StarFilled'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

const RANK_COLOURS: Record<string, string> = {
  bronze: '#a0522d',
  silver: '#8c8c8c',
  black: '#262626',
}

const QUALIFICATION_COLOURS: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'blue' }

export function FinderRankTag({ rank }: { rank: string }) {
  const { t } = useTranslation()
  return (
    <Tag color={RANK_COLOURS[rank.toLowerCase()]}>
      {t(`finder.rank.${rank.toLowerCase()}`, { defaultValue: rank })}
    </Tag>
  )
}

export function FinderQualificationTag({ qualification }: { qualification: number }) {
  const { t } = useTranslation()
  return (
    <Tag color={QUALIFICATION_COLOURS[qualification]} variant="outlined">
      {t(`finder.qualification.${qualification}`, { defaultValue: String(qualification) })}
    </Tag>
  )
}

export function FinderRating({ rating }: { rating: string | null }) {
  const { t } = useTranslation()
  const value = rating === null ? Number.NaN : Number.parseFloat(rating)
  if (!Number.isFinite(value)) return <Typography.Text type="secondary">{t('finder.noRating')}</Typography.Text>
  return (
    <span className="finder-rating" aria-label={t('finder.ratingLabel', { rating: value.toFixed(2) })}>
      <StarFilled className="finder-rating__star" aria-hidden /> {value.toFixed(2)}
    </span>
  )
}
