import Col from 'antd/es/col'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Row from 'antd/es/row'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { TRAVEL_RADIUS_KM } from '@/shared/lib/validators'
import { requiredRule } from '@/shared/ui/accountForms/rules'
import { ADDRESS_LENGTHS, addressFieldsOf } from '@/shared/ui/map/mapLocation'
import { MapPickerDialog } from '@/shared/ui/map/MapPickerDialog'
import { MapPlaceField, useMapPicker } from '@/shared/ui/map/MapPlaceField'
import { TravelRadiusInput, travelRadiusRule } from '@/shared/ui/TravelRadiusInput'

import { useSignupState } from '../../lib/signupState'
import { INITIAL_RADIUS_KM } from '../../lib/teacherRules'
import { TEACHER_SIGNUP_PATHS } from '../../lib/teacherSignupSteps'
import { type TeacherHome, teacherSignupStore } from '../../lib/teacherSignupStore'
import { StepForm } from '../StepForm'
import { TeacherSignupFrame } from './TeacherSignupFrame'

interface HomeValues {
  latitude: number | undefined
  longitude: number | undefined
  address: string
  suburb: string
  city: string
  postalCode: string
  travelRadiusKm: number
}

/** /signup/home: the home, chosen on the map picker (which fills the address), and the travel radius. */
export function TeacherHomeStep() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [form] = Form.useForm<HomeValues>()
  const saved = useSignupState(teacherSignupStore).home
  const picker = useMapPicker(form, addressFieldsOf)

  const submit = (values: HomeValues) => {
    if (values.latitude === undefined || values.longitude === undefined) return
    const home: TeacherHome = {
      latitude: values.latitude,
      longitude: values.longitude,
      address: values.address.trim(),
      suburb: values.suburb.trim(),
      city: values.city.trim(),
      postalCode: values.postalCode.trim(),
      travelRadiusKm: values.travelRadiusKm,
    }
    teacherSignupStore.update((current) => ({ ...current, home }))
    void navigate(TEACHER_SIGNUP_PATHS.work)
  }

  return (
    <TeacherSignupFrame step="home" title={t('signup.teacher.home.title')} subtitle={t('signup.teacher.home.subtitle')}>
      <StepForm<HomeValues>
        form={form}
        onFinish={submit}
        initialValues={{
          latitude: saved?.latitude,
          longitude: saved?.longitude,
          address: saved?.address ?? '',
          suburb: saved?.suburb ?? '',
          city: saved?.city ?? '',
          postalCode: saved?.postalCode ?? '',
          travelRadiusKm: saved?.travelRadiusKm ?? INITIAL_RADIUS_KM,
        }}
      >
        <MapPlaceField
          texts={{
            required: t('signup.teacher.home.placeRequired'),
            empty: t('signup.teacher.home.noPlace'),
            choose: t('signup.teacher.home.choosePlace'),
            change: t('signup.teacher.home.changePlace'),
            coordinates: (latitude, longitude) => `${latitude}, ${longitude}`,
          }}
          onChoose={picker.choose}
          className="teacher-signup__place"
          testId="home-coordinates"
        />
        <Form.Item
          name="address"
          label={t('signup.teacher.home.address')}
          rules={[requiredRule(t('signup.teacher.home.addressRequired'))]}
        >
          <Input maxLength={ADDRESS_LENGTHS.address} autoComplete="street-address" />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="suburb" label={t('signup.teacher.home.suburb')}>
              <Input maxLength={ADDRESS_LENGTHS.suburb} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="city" label={t('signup.teacher.home.city')}>
              <Input maxLength={ADDRESS_LENGTHS.city} autoComplete="address-level2" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="postalCode" label={t('signup.teacher.home.postalCode')}>
          <Input maxLength={ADDRESS_LENGTHS.postalCode} inputMode="numeric" autoComplete="postal-code" />
        </Form.Item>
        <Form.Item
          name="travelRadiusKm"
          label={t('signup.teacher.home.radius')}
          extra={t('signup.teacher.home.radiusHint')}
          rules={[travelRadiusRule(t('signup.teacher.home.radiusInvalid', { min: TRAVEL_RADIUS_KM.min, max: TRAVEL_RADIUS_KM.max }))]}
        >
          <TravelRadiusInput
            sliderLabel={t('signup.teacher.home.radius')}
            inputLabel={t('signup.teacher.home.radiusKm')}
            unit={t('signup.teacher.home.km')}
          />
        </Form.Item>
      </StepForm>
      <MapPickerDialog {...picker.dialog} title={t('signup.teacher.home.pickerTitle')} />
    </TeacherSignupFrame>
  )
}
