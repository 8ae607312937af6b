import './profile.css'

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Circle, Marker, useMap } from 'react-leaflet'

import { BaseMap } from '@/shared/ui/map/BaseMap'
import { useMapSettings } from '@/shared/ui/map/api/mapSettings'
import type { MapPoint } from '@/shared/ui/map/mapLocation'
import { choicePin } from '@/shared/ui/map/pins'

const METRES_PER_KM = 1000

/** Keeps the whole travel circle in view as the home or the radius changes. */
function FitCircle({ point, radiusKm }: { point: MapPoint; radiusKm: number }) {
  const map = useMap()
  useEffect(() => {
    const latitudeDelta = radiusKm / 111
    const longitudeDelta = radiusKm / (111 * Math.max(0.1, Math.cos((point.latitude * Math.PI) / 180)))
    map.fitBounds(
      [
        [point.latitude - latitudeDelta, point.longitude - longitudeDelta],
        [point.latitude + latitudeDelta, point.longitude + longitudeDelta],
      ],
      { padding: [12, 12], animate: false },
    )
  }, [map, point.latitude, point.longitude, radiusKm])
  return null
}

interface HomeMapPreviewProps {
  point: MapPoint
  radiusKm: number
}

/** The home and the travel radius drawn on the map: invites come from centres inside the circle. */
export function HomeMapPreview({ point, radiusKm }: HomeMapPreviewProps) {
  const { t } = useTranslation()
  const settings = useMapSettings()
  const [icon] = useState(choicePin)
  return (
    <BaseMap
      center={point}
      zoom={11}
      tileUrl={settings.data?.mapTileUrl ?? ''}
      label={t('teacherProfile.home.mapLabel')}
      className="teacher-home__map"
    >
      <FitCircle point={point} radiusKm={radiusKm} />
      <Circle
        center={[point.latitude, point.longitude]}
        radius={radiusKm * METRES_PER_KM}
        pathOptions={{ color: '#1677ff', weight: 2, fillOpacity: 0.08 }}
      />
      <Marker position={[point.latitude, point.longitude]} icon={icon} title={t('teacherProfile.home.marker')} />
    </BaseMap>
  )
}
