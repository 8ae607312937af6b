import 'leaflet/dist/leaflet.css'
import './map.css'

import type { ReactNode } from 'react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { MapContainer, TileLayer, useMap, ZoomControl } from 'react-leaflet'

import type { MapPoint } from './mapLocation'

const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'

/** The attribution the tile provider asks for: OpenStreetMap's for its tiles and those built on its data. */
function attributionFor(tileUrl: string): string | undefined {
  return /openstreetmap|osm/i.test(tileUrl) ? OSM_ATTRIBUTION : undefined
}

/** Leaflet measures its box once; a map that opens in a dialog or changes size needs telling. */
function FollowSize() {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }))
    observer.observe(container)
    return () => observer.disconnect()
  }, [map])
  return null
}

export interface BaseMapProps {
  /** The first view; later moves are the children's (useMap). */
  center: MapPoint
  zoom: number
  /** Tile URL template ({z}/{x}/{y}); empty shows the map on a plain background without tiles. */
  tileUrl: string
  /** The map's accessible name. */
  label: string
  className?: string
  children?: ReactNode
}

/**
 * A Leaflet map with the configured tiles. Without a tile URL (tests, or no
 * provider) the map keeps working on a neutral background: markers, clicks,
 * dragging and zoom do not need tiles.
 */
export function BaseMap({ center, zoom, tileUrl, label, className, children }: BaseMapProps) {
  const { t, i18n } = useTranslation()
  const plain = !tileUrl
  return (
    <div role="region" aria-label={label} className={['base-map', className].filter(Boolean).join(' ')}>
      <MapContainer
        center={[center.latitude, center.longitude]}
        zoom={zoom}
        className={plain ? 'base-map__canvas base-map__canvas--plain' : 'base-map__canvas'}
        scrollWheelZoom
        zoomControl={false}
      >
        {/* Leaflet reads the titles once: a new language makes a new control. */}
        <ZoomControl key={i18n.language} zoomInTitle={t('mapPicker.zoomIn')} zoomOutTitle={t('mapPicker.zoomOut')} />
        {!plain && <TileLayer url={tileUrl} attribution={attributionFor(tileUrl)} />}
        <FollowSize />
        {children}
      </MapContainer>
    </div>
  )
}
