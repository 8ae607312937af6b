import { SignupIntro } from '@/features/signup/components/SignupIntro'

/** /signUp: the start of a centre's sign-up. */
export default function SignUpPage() {
  return <SignupIntro />
}
