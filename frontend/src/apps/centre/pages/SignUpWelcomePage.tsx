import { WelcomeStep } from '@/features/signup/components/WelcomeStep'

/** /welcome: the new centre's signup voucher. */
export default function SignUpWelcomePage() {
  return <WelcomeStep />
}
