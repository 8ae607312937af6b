import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

/** A single-use graphical captcha (valid 5 minutes) and whether sign-in needs one now. */
export type CaptchaImage = components['schemas']['CaptchaOut']

/** POST /api/captcha/image (no session). */
export function fetchCaptchaImage(signal?: AbortSignal): Promise<CaptchaImage> {
  return callApi((api) => api.POST('/captcha/image'), { signal })
}

/** `owner` names the form the image is for, so that each form caches an image of its own. */
export function captchaImageQueryOptions(owner: string) {
  return queryOptions({
    queryKey: [owner, 'captcha-image'],
    queryFn: ({ signal }) => fetchCaptchaImage(signal),
    // An image is single use: never reuse one from an earlier visit.
    staleTime: Infinity,
    gcTime: 0,
  })
}

export function useCaptchaImage(owner: string) {
  return useQuery(captchaImageQueryOptions(owner))
}
