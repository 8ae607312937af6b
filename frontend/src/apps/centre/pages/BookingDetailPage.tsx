import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'

import { BookingDetailView } from '@/features/bookings/components/BookingDetailView'
import { type BookingDictionaries, reasonLabeller, reasonOptions } from '@/features/bookings/lib/dictionaries'
import { useDict } from '@/shared/dictionary/dictionary'

/** One booking, deep-linkable at /bookings/detail/:bookingId; the dictionaries it needs come from here. */
export default function BookingDetailPage() {
  const { bookingId } = useParams()
  const navigate = useNavigate()
  const { i18n } = useTranslation()
  const ageGroupLabel = useDict('age_group').labelOf
  const talentPoolLabel = useDict('talent_pool').labelOf
  const reasons = useDict('cancel_reason')
  const reasonEntries = reasons.data?.content
  const reasonsLoading = reasons.isPending

  const dictionaries = useMemo<BookingDictionaries>(
    () => ({
      ageGroupLabel,
      talentPoolLabel,
      cancelReasons: reasonOptions(reasonEntries ?? [], i18n.language),
      reasonLabel: reasonLabeller(reasonEntries ?? [], i18n.language),
      cancelReasonsLoading: reasonsLoading,
    }),
    [ageGroupLabel, talentPoolLabel, reasonEntries, i18n.language, reasonsLoading],
  )

  const id = Number(bookingId)
  return (
    <BookingDetailView
      key={id}
      bookingId={Number.isInteger(id) ? id : 0}
      dictionaries={dictionaries}
      backTo={() => void navigate('/bookings/Processing')}
    />
  )
}
