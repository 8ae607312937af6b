import SearchOutlined from '@ant-design/icons/SearchOutlined'
import { useQueryClient } from '@tanstack/react-query'
import Button from 'antd/es/button'
import Descriptions from 'antd/es/descriptions'
import Flex from 'antd/es/flex'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import Space from 'antd/es/space'
import Spin from 'antd/es/spin'
import Typography from 'antd/es/typography'
import type { LeafletEventHandlerFnMap } from 'leaflet'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Marker, useMap, useMapEvents } from 'react-leaflet'

import { geocodeReverseQueryOptions, useGeocodeReverse } from './api/geocodeReverse'
import { useGeocodeSearch } from './api/geocodeSearch'
import { useMapSettings } from './api/mapSettings'
import { BaseMap } from './BaseMap'
import {
  addressLine,
  formatCoordinate,
  type MapLocation,
  MAP_DEFAULTS,
  type MapPoint,
  locationFromPlace,
  pointOfPlace,
} from './mapLocation'
import { choicePin } from './pins'
import { throttle } from './throttle'

/** Clicks on the map choose the spot, at most once per 500 ms (spec section 9). */
function ClickToChoose({ onChoose }: { onChoose: (point: MapPoint) => void }) {
  const [handleClick] = useState(() => throttle(onChoose, MAP_DEFAULTS.clickThrottleMs))
  useMapEvents({
    click: (event) => {
      handleClick({ latitude: event.latlng.lat, longitude: event.latlng.lng })
    },
  })
  return null
}

/** Moves the view to a searched place (clicks and drags leave the view alone). */
function ShowPlace({ target }: { target: { point: MapPoint; seq: number } | null }) {
  const map = useMap()
  useEffect(() => {
    if (!target) return
    map.setView([target.point.latitude, target.point.longitude], Math.max(map.getZoom(), 16))
  }, [map, target])
  return null
}

interface PickerPanelProps {
  initial: MapPoint | null | undefined
  okText: ReactNode
  onCancel: () => void
  onConfirm: (location: MapLocation) => void
}

function PickerPanel({ initial, okText, onCancel, onConfirm }: PickerPanelProps) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const settings = useMapSettings()
  const tileUrl = settings.data?.mapTileUrl ?? ''
  const geocoderUrl = settings.data?.mapGeocoderUrl ?? ''
  const language = i18n.language
  const start = initial ?? MAP_DEFAULTS.centre

  const [point, setPoint] = useState<MapPoint>(start)
  const [keyword, setKeyword] = useState('')
  const [searching, setSearching] = useState(false)
  const [notFound, setNotFound] = useState<string | null>(null)
  const [target, setTarget] = useState<{ point: MapPoint; seq: number } | null>(null)
  const [icon] = useState(choicePin)

  const searchPlace = useGeocodeSearch(geocoderUrl, language)
  const reverse = useGeocodeReverse(geocoderUrl, point, language)
  // A failed lookup is ignored (spec section 8): the point is kept without an address.
  const location = locationFromPlace(point, reverse.isError ? null : reverse.data)
  const address = addressLine(location)

  const markerEvents = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const { lat, lng } = (event.target as { getLatLng: () => { lat: number; lng: number } }).getLatLng()
        setPoint({ latitude: lat, longitude: lng })
      },
    }),
    [],
  )

  const search = async () => {
    const text = keyword.trim()
    if (!text || !geocoderUrl) return
    setSearching(true)
    setNotFound(null)
    try {
      const place = await searchPlace(text)
      const found = place ? pointOfPlace(place) : null
      if (!place || !found) {
        setNotFound(text)
        return
      }
      // The search answer already holds the address: no second lookup for the same point.
      queryClient.setQueryData(geocodeReverseQueryOptions(geocoderUrl, found, language).queryKey, place)
      setPoint(found)
      setTarget((last) => ({ point: found, seq: (last?.seq ?? 0) + 1 }))
    } catch {
      // A failed geocode is ignored; the map stays usable (spec section 8).
    } finally {
      setSearching(false)
    }
  }

  const addressText = !geocoderUrl ? (
    <Typography.Text type="secondary">{t('mapPicker.addressOff')}</Typography.Text>
  ) : reverse.isFetching ? (
    <Space size={6}>
      <Spin size="small" />
      <Typography.Text type="secondary">{t('mapPicker.lookingUp')}</Typography.Text>
    </Space>
  ) : (
    address || <Typography.Text type="secondary">{t('mapPicker.noAddress')}</Typography.Text>
  )

  return (
    <Flex vertical gap={12}>
      <Space.Compact block>
        <Input
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onPressEnter={() => void search()}
          placeholder={t('mapPicker.searchPlaceholder')}
          aria-label={t('mapPicker.searchLabel')}
          disabled={!geocoderUrl}
          allowClear
        />
        <Button
          type="primary"
          icon={<SearchOutlined />}
          loading={searching}
          disabled={!geocoderUrl}
          onClick={() => void search()}
        >
          {t('mapPicker.search')}
        </Button>
      </Space.Compact>
      {!geocoderUrl && settings.isSuccess && (
        <Typography.Text type="secondary">{t('mapPicker.searchOff')}</Typography.Text>
      )}
      {notFound && (
        <Typography.Text type="warning" role="status">
          {t('mapPicker.notFound', { keyword: notFound })}
        </Typography.Text>
      )}
      <BaseMap
        center={start}
        zoom={MAP_DEFAULTS.zoom}
        tileUrl={tileUrl}
        label={t('mapPicker.mapLabel')}
        className="map-picker__map"
      >
        <ClickToChoose onChoose={setPoint} />
        <ShowPlace target={target} />
        <Marker
          position={[point.latitude, point.longitude]}
          draggable
          icon={icon}
          title={t('mapPicker.markerTitle')}
          eventHandlers={markerEvents}
        />
      </BaseMap>
      <Typography.Text type="secondary">{t('mapPicker.hint')}</Typography.Text>
      <Descriptions
        className="map-picker__facts"
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'latitude',
            label: t('mapPicker.latitude'),
            children: <output aria-label={t('mapPicker.latitude')}>{formatCoordinate(point.latitude)}</output>,
          },
          {
            key: 'longitude',
            label: t('mapPicker.longitude'),
            children: <output aria-label={t('mapPicker.longitude')}>{formatCoordinate(point.longitude)}</output>,
          },
          { key: 'address', label: t('mapPicker.address'), span: 'filled', children: addressText },
        ]}
      />
      <Flex justify="end" gap={8} wrap>
        <Button onClick={onCancel}>{t('mapPicker.cancel')}</Button>
        <Button type="primary" onClick={() => onConfirm(location)}>
          {okText}
        </Button>
      </Flex>
    </Flex>
  )
}

export interface MapPickerDialogProps {
  open: boolean
  /** Where the dialog opens; the default centre (about -36.84, 174.59) when absent. */
  initial?: MapPoint | null
  title?: ReactNode
  /** The confirming button's text ("Use this place" by default). */
  okText?: ReactNode
  onCancel: () => void
  /** The map location form of the chosen spot (spec section 3). */
  onConfirm: (location: MapLocation) => void
}

/**
 * The map picker (spec section 2, "Dialogs: Map picker"): a keyword search,
 * the chosen spot's latitude and longitude, and a map to click or drag the
 * pin on. Each opening starts afresh.
 */
export function MapPickerDialog({ open, initial, title, okText, onCancel, onConfirm }: MapPickerDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal
      open={open}
      title={title ?? t('mapPicker.title')}
      onCancel={onCancel}
      footer={null}
      width={760}
      centered
      destroyOnHidden
    >
      {open && (
        <PickerPanel
          initial={initial}
          okText={okText ?? t('mapPicker.confirm')}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      )}
    </Modal>
  )
}
