import { PhoneCodeStep } from '@/features/signup/components/PhoneCodeStep'

/** /digitCode: sign-up, the SMS code. */
export default function SignUpDigitCodePage() {
  return <PhoneCodeStep />
}
