import { InformationStep } from '@/features/signup/components/InformationStep'

/** /Information: sign-up, the centre's details and place. */
export default function SignUpInformationPage() {
  return <InformationStep />
}
