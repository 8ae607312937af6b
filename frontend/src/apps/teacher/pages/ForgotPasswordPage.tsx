import { useTranslation } from 'react-i18next'

import { RecoveryAccountStep } from '@/features/passwordRecovery/components/RecoveryAccountStep'
import { RecoveryCodeStep } from '@/features/passwordRecovery/components/RecoveryCodeStep'
import { RecoveryPasswordStep } from '@/features/passwordRecovery/components/RecoveryPasswordStep'
import type { RecoveryStep } from '@/features/passwordRecovery/lib/recoveryStore'
import { AccountBrandContext } from '@/shared/ui/accountForms/accountBrand'
import { useCaptchaSlot } from '@/shared/ui/accountForms/useCaptchaSlot'

function AccountStep() {
  return <RecoveryAccountStep captcha={useCaptchaSlot()} />
}

/**
 * Password recovery, the centre portal's steps and calls (/forgotPassword1 to
 * 3): the e-mail or mobile and the captcha, the code, the new password twice.
 */
export default function ForgotPasswordPage({ step }: { step: RecoveryStep }) {
  const { t } = useTranslation()
  return (
    <AccountBrandContext.Provider value={{ footer: t('teacherApp.name'), emailPlaceholder: 'you@example.co.nz' }}>
      {step === 'account' ? <AccountStep /> : step === 'code' ? <RecoveryCodeStep /> : <RecoveryPasswordStep />}
    </AccountBrandContext.Provider>
  )
}
