import { PhoneStep } from '@/features/signup/components/PhoneStep'

/** /mobilePhone: sign-up, the centre's mobile number. */
export default function SignUpMobilePhonePage() {
  return <PhoneStep />
}
