import './mapPlace.css'

import AimOutlined from '@ant-design/icons/AimOutlined'
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Form, { type FormInstance } from 'antd/es/form'
import Input from 'antd/es/input'
import Typography from 'antd/es/typography'
import { useState } from 'react'

import { formatCoordinate, type MapLocation, type MapPoint } from './mapLocation'

/** A form whose place is chosen on the map picker: it has `latitude` and `longitude` fields. */
interface PlaceValues {
  latitude?: number | null
  longitude?: number | null
}

/**
 * The map picker of a form's place: `choose` opens it, and `dialog` is what
 * the form's MapPickerDialog takes (drawn where the form wants it). The picked
 * place fills the fields `fieldsOf` answers, and the place is checked again.
 */
export function useMapPicker<Values extends PlaceValues>(
  form: FormInstance<Values>,
  fieldsOf: (location: MapLocation, current: Values) => Partial<Values>,
) {
  const [open, setOpen] = useState(false)
  const latitude = Form.useWatch<number | undefined>('latitude', form)
  const longitude = Form.useWatch<number | undefined>('longitude', form)
  const initial: MapPoint | null =
    typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null
  return {
    choose: () => setOpen(true),
    dialog: {
      open,
      initial,
      onCancel: () => setOpen(false),
      onConfirm: (location: MapLocation) => {
        setOpen(false)
        form.setFieldsValue(fieldsOf(location, form.getFieldsValue()))
        void form.validateFields(['latitude'])
      },
    },
  }
}

export interface MapPlaceTexts {
  /** The field's message while no place is chosen. */
  required: string
  empty: string
  choose: string
  change: string
  /** The chosen point, its coordinates formatted. */
  coordinates: (latitude: string, longitude: string) => string
}

interface MapPlaceFieldProps {
  texts: MapPlaceTexts
  onChoose: () => void
  /** The summary's class: its spacing in the form around it. */
  className: string
  /** The test id of the coordinates. */
  testId: string
}

/** The chosen place's coordinates, or a prompt to choose it. */
function PlaceSummary({ texts, onChoose, className, testId }: MapPlaceFieldProps) {
  const latitude = Form.useWatch<number | undefined>('latitude')
  const longitude = Form.useWatch<number | undefined>('longitude')
  const chosen = typeof latitude === 'number' && typeof longitude === 'number'
  return (
    <Flex className={`map-place ${className}`} align="center" justify="space-between" wrap>
      <Flex align="center" gap={8}>
        <EnvironmentOutlined className="map-place__icon" aria-hidden />
        {chosen ? (
          <Typography.Text data-testid={testId}>
            {texts.coordinates(formatCoordinate(latitude), formatCoordinate(longitude))}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{texts.empty}</Typography.Text>
        )}
      </Flex>
      <Button icon={<AimOutlined />} onClick={onChoose}>
        {chosen ? texts.change : texts.choose}
      </Button>
    </Flex>
  )
}

/**
 * A form's place as its `latitude` (required) and `longitude` fields, shown
 * as the chosen coordinates with the button that opens the map picker.
 */
export function MapPlaceField(props: MapPlaceFieldProps) {
  return (
    <>
      <Form.Item name="latitude" rules={[{ required: true, message: props.texts.required }]}>
        <PlaceSummary {...props} />
      </Form.Item>
      <Form.Item name="longitude" hidden>
        <Input />
      </Form.Item>
    </>
  )
}
