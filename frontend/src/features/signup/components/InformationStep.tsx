import Button from 'antd/es/button'
import Form from 'antd/es/form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { centreFromForm, type CentreFormValues, formFromCentre } from '@/shared/ui/accountForms/centreDetails'
import { CentreDetailsFields } from '@/shared/ui/accountForms/CentreDetailsFields'

import { SIGNUP_PATHS } from '../lib/signupSteps'
import { signupStore, useSignupState } from '../lib/signupStore'
import { SignupFrame } from './SignupFrame'

/** /Information: the centre's details and its place on the map. */
export function InformationStep() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const state = useSignupState()
  const [form] = Form.useForm<CentreFormValues>()

  const next = (values: CentreFormValues) => {
    const centre = centreFromForm(values)
    if (!centre) return
    signupStore.update((current) => ({ ...current, centre }))
    void navigate(SIGNUP_PATHS.email)
  }

  return (
    <SignupFrame step="centre" title={t('signup.centre.title')} subtitle={t('signup.centre.subtitle')}>
      <Form<CentreFormValues>
        form={form}
        layout="vertical"
        size="middle"
        requiredMark="optional"
        initialValues={formFromCentre(state.centre ?? {})}
        onFinish={next}
        scrollToFirstError
      >
        <CentreDetailsFields />
        <Button type="primary" size="large" htmlType="submit" block>
          {t('signup.next')}
        </Button>
      </Form>
    </SignupFrame>
  )
}
