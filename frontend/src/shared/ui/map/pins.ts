import { divIcon, type DivIcon } from 'leaflet'

/** Text safe to place in a marker's HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** The chosen spot of the map picker: a drop-shaped pin whose tip is the point. */
export function choicePin(): DivIcon {
  return divIcon({
    className: 'map-pin',
    html: '<span class="map-pin__drop"></span>',
    iconSize: [28, 36],
    iconAnchor: [14, 36],
  })
}

/** A round badge (a count or initials) on a coloured disc, centred on its point. */
export function badgePin(text: string, tone: string): DivIcon {
  return divIcon({
    className: 'map-badge',
    html: `<span class="map-badge__disc map-badge__disc--${escapeHtml(tone)}">${escapeHtml(text)}</span>`,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
    popupAnchor: [0, -14],
  })
}

/** The centre of a search: a ring around a dot. */
export function originPin(): DivIcon {
  return divIcon({
    className: 'map-origin',
    html: '<span class="map-origin__ring"><span class="map-origin__dot"></span></span>',
    iconSize: [26, 26],
    iconAnchor: [13, 13],
  })
}
