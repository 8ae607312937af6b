import type { FinderRequest } from '../api/finderList'
import { FINDER_MAX_RADIUS_KM } from './geo'

/** The radius choices of the finder, in km. */
export const RADIUS_CHOICES = [5, 10, 15, 20, 30, FINDER_MAX_RADIUS_KM] as const
export const RANK_CHOICES = ['bronze', 'silver', 'black'] as const
export const MIN_RATING_CHOICES = [3, 3.5, 4, 4.5] as const
export const PAGE_SIZE_CHOICES = [10, 20, 50] as const

export type Qualification = 1 | 2 | 3
export type Gender = 0 | 1 | 2

/** What the finder is asked for, as the filters show it. */
export interface FinderFilters {
  radiusKm: number
  qualification: Qualification | null
  /** 0 any, 1 female, 2 male. */
  gender: Gender
  rankName: string | null
  minRating: number | null
  /** The start of a first, last or full name. */
  name: string
  /** YYYY-MM-DD: only teachers free that day. */
  availableOn: string | null
}

export const DEFAULT_FILTERS: FinderFilters = {
  radiusKm: 10,
  qualification: null,
  gender: 0,
  rankName: null,
  minRating: null,
  name: '',
  availableOn: null,
}

export const DEFAULT_PAGE_SIZE = 20

/** Another place to search around than the centre (chosen on the map). */
export interface SearchOrigin {
  latitude: number
  longitude: number
  /** What the place is called (its suburb or street), for the page to say. */
  name: string
}

/** Where the finder stands: filters, the place searched around and the list page. Kept in the address. */
export interface FinderView {
  filters: FinderFilters
  origin: SearchOrigin | null
  pageNo: number
  pageSize: number
}

function oneOf<T>(value: T, choices: readonly T[]): T | null {
  return choices.includes(value) ? value : null
}

function numberParam(params: URLSearchParams, name: string): number | null {
  const text = params.get(name)
  if (text === null || text.trim() === '') return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** The finder's view from the address's query, ignoring anything that is not a valid choice. */
export function viewFromParams(params: URLSearchParams): FinderView {
  const radius = oneOf(numberParam(params, 'radius'), RADIUS_CHOICES as readonly (number | null)[])
  const qualification = oneOf(numberParam(params, 'qualification'), [1, 2, 3]) as Qualification | null
  const gender = (oneOf(numberParam(params, 'gender'), [1, 2]) ?? 0) as Gender
  const rank = params.get('rank')
  const rating = oneOf(numberParam(params, 'rating'), MIN_RATING_CHOICES as readonly (number | null)[])
  const date = params.get('date')
  const latitude = numberParam(params, 'lat')
  const longitude = numberParam(params, 'lon')
  const origin =
    latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
      ? { latitude, longitude, name: params.get('place')?.trim() || `${latitude}, ${longitude}` }
      : null
  const pageNo = numberParam(params, 'page')
  const pageSize = oneOf(numberParam(params, 'size'), PAGE_SIZE_CHOICES as readonly (number | null)[])
  return {
    filters: {
      radiusKm: radius ?? DEFAULT_FILTERS.radiusKm,
      qualification,
      gender,
      rankName: rank && (RANK_CHOICES as readonly string[]).includes(rank) ? rank : null,
      minRating: rating,
      name: params.get('name')?.trim().slice(0, 64) ?? '',
      availableOn: date && DATE.test(date) ? date : null,
    },
    origin,
    pageNo: pageNo !== null && Number.isInteger(pageNo) && pageNo >= 1 ? pageNo : 1,
    pageSize: pageSize ?? DEFAULT_PAGE_SIZE,
  }
}

/** The address query of a view: only what differs from the defaults. */
export function viewToParams(view: FinderView): Record<string, string> {
  const { filters, origin } = view
  const params: Record<string, string> = {}
  if (filters.radiusKm !== DEFAULT_FILTERS.radiusKm) params.radius = String(filters.radiusKm)
  if (filters.qualification !== null) params.qualification = String(filters.qualification)
  if (filters.gender !== 0) params.gender = String(filters.gender)
  if (filters.rankName) params.rank = filters.rankName
  if (filters.minRating !== null) params.rating = String(filters.minRating)
  if (filters.name.trim()) params.name = filters.name.trim()
  if (filters.availableOn) params.date = filters.availableOn
  if (origin) {
    params.lat = String(origin.latitude)
    params.lon = String(origin.longitude)
    params.place = origin.name
  }
  if (view.pageNo > 1) params.page = String(view.pageNo)
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.size = String(view.pageSize)
  return params
}

/** The filters as the server takes them, without the paging and the radius. */
export function filterRequest(filters: FinderFilters): Omit<FinderRequest, 'pageNo' | 'pageSize' | 'radiusKm'> {
  const request: Omit<FinderRequest, 'pageNo' | 'pageSize' | 'radiusKm'> = {}
  if (filters.qualification !== null) request.qualification = filters.qualification
  if (filters.gender !== 0) request.gender = filters.gender
  if (filters.rankName) request.rankName = filters.rankName
  if (filters.minRating !== null) request.minRating = filters.minRating
  if (filters.name.trim()) request.name = filters.name.trim()
  if (filters.availableOn) request.availableOn = filters.availableOn
  return request
}

/** The request of one list page around the centre. */
export function finderRequest(filters: FinderFilters, pageNo: number, pageSize: number): FinderRequest {
  return { ...filterRequest(filters), radiusKm: filters.radiusKm, pageNo, pageSize }
}

/** Whether any filter narrows the search (the radius aside). */
export function isFiltered(filters: FinderFilters): boolean {
  return Object.keys(filterRequest(filters)).length > 0
}
