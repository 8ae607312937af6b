import { RecoveryCodeStep } from '@/features/passwordRecovery/components/RecoveryCodeStep'

/** /forgotPassword2: password recovery, the code. */
export default function ForgotPassword2Page() {
  return <RecoveryCodeStep />
}
