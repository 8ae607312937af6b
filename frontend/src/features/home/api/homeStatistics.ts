import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'

export interface UpcomingHoliday {
  /** YYYY-MM-DD */
  date: string
  name: string
}

/** The dashboard's figures, computed by the server for the signed-in centre. */
export interface HomeStatistics {
  centerName: string
  /** YYYY-MM-DD: the centre's date by the platform's clock (a demo's may run ahead of the browser's). */
  today: string
  teachersNearby: number
  qualifiedNearby: number
  unqualifiedNearby: number
  nearbyRadiusKm: number
  unreadNotices: number
  /** The next public holidays for the centre's region, in its time zone. */
  upcomingHolidays: UpcomingHoliday[]
  /** Bookings still looking for teachers. */
  processingBookings: number
  /** Confirmed bookings that have not ended. */
  upcomingBookings: number
  /** Confirmed bookings that ended this month. */
  completedThisMonth: number
  timeSheetsToConfirm: number
  unpaidInvoices: number
  overdueInvoices: number
  /** Money as text with 2 places: the unpaid and overdue invoices' total. */
  amountDue: string
}

export function fetchHomeStatistics(signal?: AbortSignal): Promise<HomeStatistics> {
  return callApi((api) => api.POST('/center/home/statics'), { signal })
}

export function homeStatisticsQueryOptions() {
  return queryOptions({
    queryKey: ['home', 'statistics'],
    queryFn: ({ signal }) => fetchHomeStatistics(signal),
  })
}

/** Loads only once the centre may see its dashboard (it has accepted the terms). */
export function useHomeStatistics(enabled: boolean) {
  return useQuery({ ...homeStatisticsQueryOptions(), enabled })
}
