import { CENTRE_SIGNUP } from '@/features/signup/components/centreFlow'
import { EmailStep } from '@/features/signup/components/EmailStep'

/** /email: sign-up, the e-mail address and password. */
export default function SignUpEmailPage() {
  return <EmailStep flow={CENTRE_SIGNUP} />
}
