import Flex from 'antd/es/flex'
import type { Rule as FormRule } from 'antd/es/form'
import InputNumber from 'antd/es/input-number'
import Slider from 'antd/es/slider'

import { TRAVEL_RADIUS_KM } from '@/shared/lib/validators'

interface TravelRadiusInputProps {
  value?: number | null
  onChange?: (value: number | null) => void
  /** The names of the slider and of the number box, and the unit after the number. */
  sliderLabel: string
  inputLabel: string
  unit: string
  /** The slider's tooltip while it moves; its number when not given. */
  tooltip?: (km: number | undefined) => string
}

/** A teacher's travel radius as a slider and a number box that follow each other (a form control). */
export function TravelRadiusInput({ value, onChange, sliderLabel, inputLabel, unit, tooltip }: TravelRadiusInputProps) {
  return (
    <Flex gap={12} align="center">
      <Slider
        min={TRAVEL_RADIUS_KM.min}
        max={TRAVEL_RADIUS_KM.max}
        value={value ?? undefined}
        onChange={(next) => onChange?.(next)}
        style={{ flex: 1 }}
        tooltip={tooltip ? { formatter: tooltip } : undefined}
        aria-label={sliderLabel}
      />
      <InputNumber
        min={TRAVEL_RADIUS_KM.min}
        max={TRAVEL_RADIUS_KM.max}
        precision={0}
        value={value}
        onChange={(next) => onChange?.(typeof next === 'number' ? next : null)}
        suffix={unit}
        style={{ width: 104 }}
        inputMode="numeric"
        aria-label={inputLabel}
      />
    </Flex>
  )
}

/** The radius is required, whole and within the limits; `message` names them. */
export function travelRadiusRule(message: string): FormRule {
  return { required: true, type: 'integer', min: TRAVEL_RADIUS_KM.min, max: TRAVEL_RADIUS_KM.max, message }
}
