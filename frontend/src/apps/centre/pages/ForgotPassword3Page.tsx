import { RecoveryPasswordStep } from '@/features/passwordRecovery/components/RecoveryPasswordStep'

/** /forgotPassword3: password recovery, the new password. */
export default function ForgotPassword3Page() {
  return <RecoveryPasswordStep />
}
