import { useNavigate } from 'react-router'

import { CENTRE_SIGNUP } from '@/features/signup/components/centreFlow'
import { EmailCodeStep } from '@/features/signup/components/EmailCodeStep'
import { sessionUserOf } from '@/features/signup/lib/sessionUser'
import { SIGNUP_PATHS } from '@/features/signup/lib/signupSteps'
import { session } from '@/shared/session/sessionStore'

/** /emailCode: sign-up, the e-mail code; the account is created and the centre is signed in. */
export default function SignUpEmailCodePage() {
  const navigate = useNavigate()
  return (
    <EmailCodeStep
      flow={CENTRE_SIGNUP}
      onSignedUp={(answer) => {
        session.start(answer.token, sessionUserOf(answer))
        void navigate(SIGNUP_PATHS.thanks, { replace: true })
      }}
    />
  )
}
