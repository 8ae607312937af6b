import './finder.css'

import Button from 'antd/es/button'
import { latLng, latLngBounds } from 'leaflet'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Circle, Marker, Popup, useMap } from 'react-leaflet'

import { BaseMap } from '@/shared/ui/map/BaseMap'
import { MAP_DEFAULTS, type MapPoint } from '@/shared/ui/map/mapLocation'
import { badgePin, originPin } from '@/shared/ui/map/pins'

import type { FinderItem } from '../api/finderList'
import type { SearchOrigin } from '../lib/finderFilters'
import { groupByPlace, pinTone } from '../lib/geo'

/** A zoom that shows a suburb or two when there is nothing to fit. */
const AREA_ZOOM = 12

interface ViewTarget {
  /** The points to show; none shows the area around `centre`. */
  points: MapPoint[]
  centre: MapPoint
}

/** Fits the view to the markers (and the searched circle) when they change, not on every render. */
function FitView({ target }: { target: ViewTarget }) {
  const map = useMap()
  const fitted = useRef('')
  useEffect(() => {
    const key = JSON.stringify(target)
    if (key === fitted.current) return
    fitted.current = key
    if (target.points.length === 0) {
      map.setView([target.centre.latitude, target.centre.longitude], AREA_ZOOM)
      return
    }
    const bounds = latLngBounds(target.points.map((point) => latLng(point.latitude, point.longitude)))
    map.fitBounds(bounds, { padding: [28, 28], maxZoom: 14 })
  }, [map, target])
  return null
}

interface FinderMapProps {
  teachers: FinderItem[]
  origin: SearchOrigin | null
  radiusKm: number
  tileUrl: string
  onOpenProfile: (teacherId: number) => void
}

/**
 * The teachers of the list on a map, one marker per approximate location
 * (about 1 km: never a home address); a marker's popup names its teachers.
 * A search around another place shows that place and its radius.
 */
export function FinderMap({ teachers, origin, radiusKm, tileUrl, onOpenProfile }: FinderMapProps) {
  const { t } = useTranslation()
  const places = useMemo(() => groupByPlace(teachers), [teachers])
  const pins = useMemo(
    () =>
      places.map((place) => {
        const first = place.teachers[0]
        const text =
          place.teachers.length > 1 || !first
            ? String(place.teachers.length)
            : `${first.firstName.charAt(0)}${first.lastName.charAt(0)}`.toUpperCase()
        return { place, icon: badgePin(text, pinTone(place.teachers)) }
      }),
    [places],
  )
  const [originIcon] = useState(originPin)
  const target = useMemo<ViewTarget>(() => {
    const points: MapPoint[] = places.map((place) => ({ latitude: place.latitude, longitude: place.longitude }))
    if (origin) {
      const circle = latLng(origin.latitude, origin.longitude).toBounds(radiusKm * 2000)
      for (const corner of [circle.getNorthWest(), circle.getSouthEast()]) {
        points.push({ latitude: corner.lat, longitude: corner.lng })
      }
    }
    return { points, centre: origin ?? MAP_DEFAULTS.centre }
  }, [places, origin, radiusKm])

  return (
    <BaseMap
      center={origin ?? MAP_DEFAULTS.centre}
      zoom={AREA_ZOOM}
      tileUrl={tileUrl}
      label={t('finder.mapLabel')}
      className="finder-map"
    >
      <FitView target={target} />
      {origin && (
        <>
          <Circle
            center={[origin.latitude, origin.longitude]}
            radius={radiusKm * 1000}
            pathOptions={{ color: '#1677ff', weight: 1, fillOpacity: 0.04 }}
          />
          <Marker
            position={[origin.latitude, origin.longitude]}
            icon={originIcon}
            title={t('finder.originMarker', { place: origin.name })}
            keyboard={false}
          />
        </>
      )}
      {pins.map(({ place, icon }) => (
        <Marker
          key={place.key}
          position={[place.latitude, place.longitude]}
          icon={icon}
          title={place.teachers.map((teacher) => `${teacher.firstName} ${teacher.lastName}`).join(', ')}
        >
          <Popup>
            <ul className="finder-popup">
              {place.teachers.map((teacher) => (
                <li key={teacher.teacherId}>
                  <span>
                    {teacher.firstName} {teacher.lastName}
                    <span className="finder-popup__distance">
                      {' · '}
                      {t('finder.distance', { km: teacher.distanceKm.toFixed(1) })}
                    </span>
                  </span>
                  <Button size="small" type="link" onClick={() => onOpenProfile(teacher.teacherId)}>
                    {t('finder.profile')}
                  </Button>
                </li>
              ))}
            </ul>
          </Popup>
        </Marker>
      ))}
    </BaseMap>
  )
}

const LEGEND = [
  { tone: 'qualified', colour: '#389e0d', labelKey: 'finder.legend.qualified' },
  { tone: 'unqualified', colour: '#d46b08', labelKey: 'finder.legend.unqualified' },
  { tone: 'newly', colour: '#1677ff', labelKey: 'finder.legend.newly' },
  { tone: 'mixed', colour: '#722ed1', labelKey: 'finder.legend.mixed' },
] as const

/** What the marker colours mean. */
export function FinderMapLegend() {
  const { t } = useTranslation()
  return (
    <div className="finder-legend">
      {LEGEND.map((entry) => (
        <span key={entry.tone}>
          <span className="finder-legend__dot" style={{ background: entry.colour }} aria-hidden />
          {t(entry.labelKey)}
        </span>
      ))}
    </div>
  )
}
