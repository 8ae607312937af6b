import { CaptchaStep } from '@/features/signup/components/CaptchaStep'

import { useCaptchaSlot } from '@/shared/ui/accountForms/useCaptchaSlot'

/** /loginGraphicalCode: sign-up, the graphical captcha before the SMS code is sent. */
export default function SignUpGraphicalCodePage() {
  return <CaptchaStep captcha={useCaptchaSlot()} />
}
