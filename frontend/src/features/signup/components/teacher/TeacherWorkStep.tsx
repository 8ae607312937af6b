import Checkbox from 'antd/es/checkbox'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Radio from 'antd/es/radio'
import Skeleton from 'antd/es/skeleton'
import Switch from 'antd/es/switch'
import Typography from 'antd/es/typography'
import type { MouseEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { useSignupState } from '../../lib/signupState'
import { TEACHER_SIGNUP_PATHS } from '../../lib/teacherSignupSteps'
import { teacherSignupStore } from '../../lib/teacherSignupStore'
import { StepForm } from '../StepForm'
import { TeacherSignupFrame } from './TeacherSignupFrame'

/** A dictionary entry as a choice (value as the dictionary keeps it, label in the chosen language). */
export interface WorkChoice {
  value: string
  label: string
}

export type Policy = 'terms' | 'privacy'

interface WorkValues {
  talentPool: number | undefined
  ageGroups: number[]
  freeJobSeeker: boolean
  agreed: boolean
}

interface TeacherWorkStepProps {
  /** The `talent_pool` and `age_group` dictionaries (the app reads them). */
  talentPools: readonly WorkChoice[]
  ageGroups: readonly WorkChoice[]
  loading: boolean
  /** Shows the Terms of Use or the Privacy Policy. */
  onShowPolicy: (policy: Policy) => void
}

/** /signup/work: talent pool, age groups, whether permanent offers are welcome, and the terms. */
export function TeacherWorkStep({ talentPools, ageGroups, loading, onShowPolicy }: TeacherWorkStepProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const saved = useSignupState(teacherSignupStore).work

  const submit = (values: WorkValues) => {
    if (values.talentPool === undefined) return
    teacherSignupStore.update((current) => ({
      ...current,
      work: {
        talentPool: values.talentPool ?? 1,
        ageGroups: values.ageGroups,
        freeJobSeeker: values.freeJobSeeker,
        agreed: values.agreed,
      },
    }))
    void navigate(TEACHER_SIGNUP_PATHS.email)
  }

  const policyLink = (policy: Policy) => ({
    href: '#',
    onClick: (event: MouseEvent) => {
      event.preventDefault()
      onShowPolicy(policy)
    },
  })

  return (
    <TeacherSignupFrame step="work" title={t('signup.teacher.work.title')} subtitle={t('signup.teacher.work.subtitle')}>
      {loading ? (
        <Skeleton active />
      ) : (
        <StepForm<WorkValues>
          onFinish={submit}
          initialValues={{
            talentPool: saved?.talentPool,
            ageGroups: saved?.ageGroups ?? [],
            freeJobSeeker: saved?.freeJobSeeker ?? false,
            agreed: saved?.agreed ?? false,
          }}
        >
          <Form.Item
            name="talentPool"
            label={t('signup.teacher.work.talentPool')}
            extra={t('signup.teacher.work.talentPoolHint')}
            rules={[{ required: true, message: t('signup.teacher.work.talentPoolRequired') }]}
          >
            <Radio.Group className="teacher-signup__choices">
              {talentPools.map((choice) => (
                <Radio key={choice.value} value={Number(choice.value)} className="teacher-signup__choice">
                  {choice.label}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item
            name="ageGroups"
            label={t('signup.teacher.work.ageGroups')}
            extra={t('signup.teacher.work.ageGroupsHint')}
            rules={[{ required: true, type: 'array', min: 1, message: t('signup.teacher.work.ageGroupsRequired') }]}
          >
            <Checkbox.Group className="teacher-signup__choices">
              {ageGroups.map((choice) => (
                <Checkbox key={choice.value} value={Number(choice.value)} className="teacher-signup__choice">
                  {choice.label}
                </Checkbox>
              ))}
            </Checkbox.Group>
          </Form.Item>
          <Flex className="teacher-signup__switch" justify="space-between" align="center" gap={12}>
            <span>
              <Typography.Text strong id="free-job-seeker-label">
                {t('signup.teacher.work.freeJobSeeker')}
              </Typography.Text>
              <br />
              <Typography.Text type="secondary">{t('signup.teacher.work.freeJobSeekerHint')}</Typography.Text>
            </span>
            <Form.Item name="freeJobSeeker" valuePropName="checked" noStyle>
              <Switch aria-labelledby="free-job-seeker-label" />
            </Form.Item>
          </Flex>
          <Form.Item
            name="agreed"
            valuePropName="checked"
            className="teacher-signup__terms"
            rules={[
              {
                validator: async (_, value: boolean) => {
                  if (!value) throw new Error(t('agreement.mustAgree'))
                },
              },
            ]}
          >
            <Checkbox>
              <Trans
                i18nKey="signup.teacher.work.agree"
                components={{ terms: <a {...policyLink('terms')} />, privacy: <a {...policyLink('privacy')} /> }}
              />
            </Checkbox>
          </Form.Item>
        </StepForm>
      )}
    </TeacherSignupFrame>
  )
}
