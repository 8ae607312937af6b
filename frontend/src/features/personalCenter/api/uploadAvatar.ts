import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi, uploadBody } from '@/shared/api/client'
import { session } from '@/shared/session/sessionStore'

import { type CentreProfile, centreProfileKey } from './centreProfile'

/**
 * POST /api/center/avatar/upload, multipart field `file`: a JPG or PNG of at
 * most 1 MB (the server checks the content too); the last one uploaded is
 * the cover. Answers the profile with the new `avatarUrl`. Silent: the
 * avatar card shows the refusal.
 */
export function uploadAvatar(file: Blob & { name?: string }): Promise<CentreProfile> {
  const form = new FormData()
  form.append('file', file, file.name ?? 'avatar')
  return callApi((api) => api.POST('/center/avatar/upload', uploadBody(form)), { silent: true })
}

export function useUploadAvatar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => {
      queryClient.setQueryData(centreProfileKey, profile)
      session.updateUser({ avatar: profile.avatarUrl })
    },
  })
}
