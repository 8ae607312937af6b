import Segmented from 'antd/es/segmented'
import { useTranslation } from 'react-i18next'

import { BookingType } from '../lib/bookingForm'
import { STANDARD_WINDOW_DAYS } from '../lib/validation'

interface BookingTypeSwitchProps {
  value: BookingType
  onChange: (bookingType: BookingType) => void
  block: boolean
}

const TYPES: { value: BookingType; labelKey: string; hintKey: string }[] = [
  { value: BookingType.standard, labelKey: 'jobCreation.types.standard', hintKey: 'jobCreation.types.standardHint' },
  { value: BookingType.advance, labelKey: 'jobCreation.types.advance', hintKey: 'jobCreation.types.advanceHint' },
  { value: BookingType.multiple, labelKey: 'jobCreation.types.multiple', hintKey: 'jobCreation.types.multipleHint' },
]

/** Standard, Advance or Multiple Booking: each has its own page. */
export function BookingTypeSwitch({ value, onChange, block }: BookingTypeSwitchProps) {
  const { t } = useTranslation()
  return (
    <Segmented<BookingType>
      className="booking-type-switch"
      aria-label={t('jobCreation.types.label')}
      block={block}
      value={value}
      onChange={onChange}
      options={TYPES.map((type) => ({
        value: type.value,
        label: (
          <span className="booking-type-switch__option">
            <span className="booking-type-switch__label">{t(type.labelKey)}</span>
            <span className="booking-type-switch__hint">{t(type.hintKey, { days: STANDARD_WINDOW_DAYS })}</span>
          </span>
        ),
      }))}
    />
  )
}
