import { queryOptions, useQuery } from '@tanstack/react-query'

import { postApi } from '@/shared/api/request'

/** A single-use graphical captcha (valid 5 minutes) and whether sign-in needs one now. */
export interface CaptchaImage {
  uuid: string
  /** `data:image/png;base64,...` */
  img: string
  required: boolean
}

export function fetchCaptchaImage(signal?: AbortSignal): Promise<CaptchaImage> {
  return postApi<CaptchaImage>('captcha/image', {}, { signal })
}

export function captchaImageQueryOptions() {
  return queryOptions({
    queryKey: ['session', 'captcha-image'],
    queryFn: ({ signal }) => fetchCaptchaImage(signal),
    // An image is single use: never reuse one from an earlier visit.
    staleTime: Infinity,
    gcTime: 0,
  })
}

export function useCaptchaImage() {
  return useQuery(captchaImageQueryOptions())
}
