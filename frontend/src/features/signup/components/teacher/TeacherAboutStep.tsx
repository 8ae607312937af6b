import Col from 'antd/es/col'
import DatePicker from 'antd/es/date-picker'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Radio from 'antd/es/radio'
import Row from 'antd/es/row'
import Segmented from 'antd/es/segmented'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { zonedDate } from '@/shared/lib/platformTime'
import { useNow } from '@/shared/lib/useNow'
import { checkRule, requiredRule } from '@/shared/ui/accountForms/rules'

import { useSignupState } from '../../lib/signupState'
import { birthdayProblem, NAME_MAX_LENGTH, needsRegistration, registrationNumberOf } from '../../lib/teacherRules'
import { TEACHER_SIGNUP_PATHS } from '../../lib/teacherSignupSteps'
import { teacherSignupStore } from '../../lib/teacherSignupStore'
import { StepForm } from '../StepForm'
import { TeacherSignupFrame } from './TeacherSignupFrame'

interface AboutValues {
  firstName: string
  lastName: string
  gender: number
  birthday: Dayjs | null
  qualification: number | undefined
  registrationNumber: string
}

const DATE_FORMAT = 'YYYY-MM-DD'
/** Female, male, rather not say (the spec's None). */
const GENDERS = [1, 2, 0] as const
/** Qualified, newly qualified, unqualified. */
const QUALIFICATIONS = [1, 3, 2] as const

/** /signup/about: name, gender, birthday, qualification and Teaching Council registration number. */
export function TeacherAboutStep() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [form] = Form.useForm<AboutValues>()
  const saved = useSignupState(teacherSignupStore).about
  const qualification = Form.useWatch('qualification', form) ?? saved?.qualification
  const today = zonedDate(useNow(60_000))

  const submit = (values: AboutValues) => {
    if (!values.birthday || values.qualification === undefined) return
    const registered = needsRegistration(values.qualification)
    teacherSignupStore.update((current) => ({
      ...current,
      about: {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        gender: values.gender,
        birthday: values.birthday?.format(DATE_FORMAT) ?? '',
        qualification: values.qualification ?? 1,
        registrationNumber: registered ? registrationNumberOf(values.registrationNumber) : null,
      },
    }))
    void navigate(TEACHER_SIGNUP_PATHS.home)
  }

  return (
    <TeacherSignupFrame step="about" title={t('signup.teacher.about.title')} subtitle={t('signup.teacher.about.subtitle')}>
      <StepForm<AboutValues>
        form={form}
        onFinish={submit}
        initialValues={{
          firstName: saved?.firstName ?? '',
          lastName: saved?.lastName ?? '',
          gender: saved?.gender ?? 1,
          birthday: saved?.birthday ? dayjs(saved.birthday) : null,
          qualification: saved?.qualification,
          registrationNumber: saved?.registrationNumber ?? '',
        }}
      >
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="firstName"
              label={t('signup.teacher.about.firstName')}
              rules={[requiredRule(t('signup.teacher.about.firstNameRequired'))]}
            >
              <Input maxLength={NAME_MAX_LENGTH} autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="lastName"
              label={t('signup.teacher.about.lastName')}
              rules={[requiredRule(t('signup.teacher.about.lastNameRequired'))]}
            >
              <Input maxLength={NAME_MAX_LENGTH} autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="gender" label={t('signup.teacher.about.gender')}>
          <Segmented<number>
            block
            options={GENDERS.map((value) => ({ value, label: t(`signup.teacher.about.genders.${value}`) }))}
            aria-label={t('signup.teacher.about.gender')}
          />
        </Form.Item>
        <Form.Item
          name="birthday"
          label={t('signup.teacher.about.birthday')}
          extra={t('signup.teacher.about.birthdayHint')}
          rules={[
            { required: true, message: t('signup.teacher.about.birthdayRequired') },
            {
              validator: async (_, value: Dayjs | null) => {
                if (!value) return
                const problem = birthdayProblem(value.format(DATE_FORMAT), today)
                if (problem) throw new Error(t(`signup.teacher.about.birthdayProblems.${problem}`))
              },
            },
          ]}
        >
          <DatePicker
            style={{ width: '100%' }}
            inputReadOnly
            format={t('signup.teacher.format.date')}
            placeholder={t('signup.teacher.about.birthdayPlaceholder')}
            defaultPickerValue={dayjs(today).subtract(30, 'year')}
            disabledDate={(day) => day.format(DATE_FORMAT) > today}
            aria-label={t('signup.teacher.about.birthday')}
          />
        </Form.Item>
        <Form.Item
          name="qualification"
          label={t('signup.teacher.about.qualification')}
          rules={[{ required: true, message: t('signup.teacher.about.qualificationRequired') }]}
        >
          <Radio.Group className="teacher-signup__choices">
            {QUALIFICATIONS.map((value) => (
              <Radio key={value} value={value} className="teacher-signup__choice">
                {t(`signup.teacher.about.qualifications.${value}.label`)}
                <span className="teacher-signup__choice-hint">{t(`signup.teacher.about.qualifications.${value}.hint`)}</span>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {needsRegistration(qualification) && (
          <Form.Item
            name="registrationNumber"
            label={t('signup.teacher.about.registrationNumber')}
            extra={t('signup.teacher.about.registrationNumberHint')}
            validateTrigger="onBlur"
            rules={[
              requiredRule(t('signup.teacher.about.registrationNumberRequired')),
              checkRule(registrationNumberOf, t('signup.teacher.about.registrationNumberInvalid')),
            ]}
          >
            <Input inputMode="numeric" maxLength={9} placeholder="254123" />
          </Form.Item>
        )}
      </StepForm>
    </TeacherSignupFrame>
  )
}
