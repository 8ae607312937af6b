import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled'
import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined'
import StarFilled from '@ant-design/icons/StarFilled'
import Alert from 'antd/es/alert'
import Avatar from 'antd/es/avatar'
import Checkbox from 'antd/es/checkbox'
import Empty from 'antd/es/empty'
import Skeleton from 'antd/es/skeleton'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { useDict } from '@/shared/dictionary/dictionary'

import type { FavouriteCandidate, FavouritePicker as PickerAnswer } from '../api/favouritePicker'

/** The matching rules' reasons (docs/api.md, favourites picker), as shown to the centre. */
const REASONS: { reason: string; labelKey: string }[] = [
  { reason: 'unavailable', labelKey: 'jobCreation.favourites.reasons.unavailable' },
  { reason: 'overlapping_job', labelKey: 'jobCreation.favourites.reasons.overlapping_job' },
  { reason: 'gender', labelKey: 'jobCreation.favourites.reasons.gender' },
  { reason: 'qualification', labelKey: 'jobCreation.favourites.reasons.qualification' },
  { reason: 'talent_pool', labelKey: 'jobCreation.favourites.reasons.talent_pool' },
  { reason: 'document_expired', labelKey: 'jobCreation.favourites.reasons.document_expired' },
  { reason: 'disabled', labelKey: 'jobCreation.favourites.reasons.disabled' },
  { reason: 'not_approved', labelKey: 'jobCreation.favourites.reasons.not_approved' },
  { reason: 'beyond_travel_radius', labelKey: 'jobCreation.favourites.reasons.beyond_travel_radius' },
]
const OTHER_REASON = 'jobCreation.favourites.reasons.other'

const RANKS: { rank: string; labelKey: string; colour: string }[] = [
  { rank: 'bronze', labelKey: 'jobCreation.favourites.ranks.bronze', colour: 'orange' },
  { rank: 'silver', labelKey: 'jobCreation.favourites.ranks.silver', colour: 'default' },
  { rank: 'black', labelKey: 'jobCreation.favourites.ranks.black', colour: 'purple' },
]

export function reasonKey(reason: string | null): string {
  return REASONS.find((entry) => entry.reason === reason)?.labelKey ?? OTHER_REASON
}

interface FavouritePickerProps {
  /** Null while the draft lacks the dates or requirements the picker needs. */
  picker: PickerAnswer | undefined
  ready: boolean
  loading: boolean
  failed: boolean
  wanted: number
  value?: number[]
  onChange?: (ids: number[]) => void
  id?: string
}

/** The centre's favourites, each with whether they can take every day; the centre ticks whom to invite. */
export function FavouritePicker({ picker, ready, loading, failed, wanted, value = [], onChange, id }: FavouritePickerProps) {
  const { t } = useTranslation()
  const qualification = useDict('qualification')

  if (!ready) return <Typography.Text type="secondary">{t('jobCreation.favourites.needDraft')}</Typography.Text>
  if (failed) return <Alert type="warning" showIcon title={t('jobCreation.favourites.loadFailed')} />
  if (!picker) return <Skeleton active paragraph={{ rows: 2 }} title={false} />
  if (!picker.list.length) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('jobCreation.favourites.empty')} />
  }

  const toggle = (teacher: FavouriteCandidate, checked: boolean) => {
    const next = checked ? [...value, teacher.teacherId] : value.filter((chosen) => chosen !== teacher.teacherId)
    onChange?.([...new Set(next)])
  }

  return (
    <div className={loading ? 'favourite-picker favourite-picker--loading' : 'favourite-picker'} id={id}>
      <Typography.Text type="secondary" className="favourite-picker__summary">
        {t('jobCreation.favourites.summary', {
          available: picker.availableCount,
          total: picker.list.length,
          chosen: value.length,
          wanted,
        })}
      </Typography.Text>
      <ul className="favourite-picker__list" aria-label={t('jobCreation.favourites.title')}>
        {picker.list.map((teacher) => {
          const name = `${teacher.firstName} ${teacher.lastName}`
          const checked = value.includes(teacher.teacherId)
          const rank = RANKS.find((entry) => entry.rank === teacher.rank)
          return (
            <li
              key={teacher.teacherId}
              className={teacher.available ? 'favourite-picker__item' : 'favourite-picker__item favourite-picker__item--unavailable'}
            >
              <Checkbox
                checked={checked}
                disabled={!teacher.available && !checked}
                onChange={(event) => toggle(teacher, event.target.checked)}
                aria-label={name}
              />
              <Avatar size={32} className="favourite-picker__avatar">
                {teacher.firstName.charAt(0)}
                {teacher.lastName.charAt(0)}
              </Avatar>
              <div className="favourite-picker__text">
                <Typography.Text strong>{name}</Typography.Text>
                <span className="favourite-picker__facts">
                  {rank && <Tag color={rank.colour}>{t(rank.labelKey)}</Tag>}
                  <Typography.Text type="secondary">{qualification.labelOf(teacher.qualification)}</Typography.Text>
                  <Typography.Text type="secondary">
                    <StarFilled aria-hidden className="favourite-picker__star" />{' '}
                    {teacher.rating ? t('jobCreation.favourites.rating', { rating: teacher.rating }) : t('jobCreation.favourites.noRating')}
                  </Typography.Text>
                </span>
              </div>
              {teacher.available ? (
                <Tag color="success" icon={<CheckCircleFilled />} className="favourite-picker__state">
                  {t('jobCreation.favourites.available')}
                </Tag>
              ) : (
                <Tag color="warning" icon={<ExclamationCircleOutlined />} className="favourite-picker__state">
                  {t(reasonKey(teacher.reason))}
                </Tag>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
