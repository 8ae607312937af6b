import { ThanksStep } from '@/features/signup/components/ThanksStep'

/** /thanks: sign-up is done. */
export default function SignUpThanksPage() {
  return <ThanksStep />
}
