import Form from 'antd/es/form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { centreFromForm, type CentreFormValues, formFromCentre } from '@/shared/ui/accountForms/centreDetails'
import { CentreDetailsFields } from '@/shared/ui/accountForms/CentreDetailsFields'

import { useSignupState } from '../lib/signupState'
import { SIGNUP_PATHS } from '../lib/signupSteps'
import { signupStore } from '../lib/signupStore'
import { SignupFrame } from './SignupFrame'
import { StepForm } from './StepForm'

/** /Information: the centre's details and its place on the map. */
export function InformationStep() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const state = useSignupState(signupStore)
  const [form] = Form.useForm<CentreFormValues>()

  const next = (values: CentreFormValues) => {
    const centre = centreFromForm(values)
    if (!centre) return
    signupStore.update((current) => ({ ...current, centre }))
    void navigate(SIGNUP_PATHS.email)
  }

  return (
    <SignupFrame step="centre" title={t('signup.centre.title')} subtitle={t('signup.centre.subtitle')}>
      <StepForm<CentreFormValues>
        form={form}
        size="middle"
        requiredMark="optional"
        initialValues={formFromCentre(state.centre ?? {})}
        onFinish={next}
        scrollToFirstError
      >
        <CentreDetailsFields />
      </StepForm>
    </SignupFrame>
  )
}
