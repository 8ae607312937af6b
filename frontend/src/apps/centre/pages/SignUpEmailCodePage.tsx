import { EmailCodeStep } from '@/features/signup/components/EmailCodeStep'

/** /emailCode: sign-up, the e-mail code; the account is created. */
export default function SignUpEmailCodePage() {
  return <EmailCodeStep />
}
