import { CENTRE_SIGNUP } from '@/features/signup/components/centreFlow'
import { PhoneCodeStep } from '@/features/signup/components/PhoneCodeStep'

/** /digitCode: sign-up, the SMS code. */
export default function SignUpDigitCodePage() {
  return <PhoneCodeStep flow={CENTRE_SIGNUP} />
}
