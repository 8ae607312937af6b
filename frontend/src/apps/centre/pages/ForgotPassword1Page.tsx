import { RecoveryAccountStep } from '@/features/passwordRecovery/components/RecoveryAccountStep'

import { useCaptchaSlot } from '@/shared/ui/accountForms/useCaptchaSlot'

/** /forgotPassword1: password recovery, the account and the captcha. */
export default function ForgotPassword1Page() {
  return <RecoveryAccountStep captcha={useCaptchaSlot()} />
}
