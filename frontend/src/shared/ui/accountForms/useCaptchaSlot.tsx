import { useQuery } from '@tanstack/react-query'

import { captchaImageQueryOptions } from '../signIn/captchaImage'
import { CaptchaField } from '../signIn/CaptchaField'
import type { CaptchaSlot } from './captchaSlot'

/**
 * The sign-in's graphical captcha, handed to the sign-up and recovery forms
 * that send codes (in the centre portal and the teacher app). It is cached
 * apart from the sign-in form's, so that each of these pages starts with an
 * image of its own.
 */
export function useCaptchaSlot(): CaptchaSlot {
  const captcha = useQuery(captchaImageQueryOptions('accounts'))
  return {
    uuid: captcha.data?.uuid,
    reload: () => void captcha.refetch(),
    render: (onRefresh) => (
      <CaptchaField
        image={captcha.data}
        loading={captcha.isFetching}
        onRefresh={onRefresh}
        imageClassName="captcha-image"
      />
    ),
  }
}
