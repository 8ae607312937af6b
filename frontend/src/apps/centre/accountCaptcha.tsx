import { useQuery } from '@tanstack/react-query'

import { captchaImageQueryOptions } from '@/features/session/api/captchaImage'
import { CaptchaField } from '@/features/session/components/CaptchaField'
import type { CaptchaSlot } from '@/shared/ui/accountForms/captchaSlot'

/**
 * The session feature's graphical captcha, handed to the sign-up and recovery
 * forms that send codes. It is cached apart from the sign-in form's, so that
 * each of these pages starts with an image of its own.
 */
export function useCaptchaSlot(): CaptchaSlot {
  const captcha = useQuery({ ...captchaImageQueryOptions(), queryKey: ['accounts', 'captcha-image'] })
  return {
    uuid: captcha.data?.uuid,
    reload: () => void captcha.refetch(),
    render: (onRefresh) => <CaptchaField image={captcha.data} loading={captcha.isFetching} onRefresh={onRefresh} />,
  }
}
