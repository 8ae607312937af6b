import Button from 'antd/es/button'
import Result from 'antd/es/result'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { useSignupState } from '../lib/signupState'
import { SIGNUP_PATHS } from '../lib/signupSteps'
import { signupStore } from '../lib/signupStore'
import { SignupFrame } from './SignupFrame'

/** /thanks: the account exists and the centre is signed in. */
export function ThanksStep() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const done = useSignupState(signupStore).done

  return (
    <SignupFrame step="thanks" title={t('signup.thanks.title')}>
      <Result
        className="signup-result"
        status="success"
        title={t('signup.thanks.heading', { name: done?.centreName ?? '' })}
        subTitle={t('signup.thanks.text')}
        extra={
          <Button type="primary" size="large" onClick={() => void navigate(SIGNUP_PATHS.welcome)}>
            {t('signup.next')}
          </Button>
        }
      />
    </SignupFrame>
  )
}
