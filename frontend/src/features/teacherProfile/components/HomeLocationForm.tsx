import '@/shared/ui/phone.css'
import './profile.css'

import AimOutlined from '@ant-design/icons/AimOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Col from 'antd/es/col'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import InputNumber from 'antd/es/input-number'
import Row from 'antd/es/row'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { addressFieldsOf, formatCoordinate, type MapLocation } from '@/shared/ui/map/mapLocation'
import { MapPickerDialog } from '@/shared/ui/map/MapPickerDialog'
import { TravelRadiusInput, travelRadiusRule } from '@/shared/ui/TravelRadiusInput'

import type { TeacherProfile } from '../api/teacherProfile'
import { useUpdateProfile } from '../api/updateProfile'
import { hasChanges, locationChanges, type LocationValues, locationValuesOf, PROFILE_LIMITS } from '../lib/profileChanges'
import { HomeMapPreview } from './HomeMapPreview'

interface HomeLocationFormProps {
  profile: TeacherProfile
  onDone: () => void
}

/**
 * The home location (chosen on the map picker, with the address it finds,
 * which the teacher may correct) and the travel radius, 1 to 100 km.
 */
export function HomeLocationForm({ profile, onDone }: HomeLocationFormProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<LocationValues>()
  const update = useUpdateProfile()
  const [picking, setPicking] = useState(false)
  const latitude = Form.useWatch('latitude', form) ?? profile.latitude
  const longitude = Form.useWatch('longitude', form) ?? profile.longitude
  const radius = Form.useWatch('travelRadiusKm', form) ?? profile.travelRadiusKm

  const choose = (location: MapLocation) => {
    setPicking(false)
    form.setFieldsValue(addressFieldsOf(location))
  }

  const submit = (values: LocationValues) => {
    const changes = locationChanges(profile, values)
    if (!hasChanges(changes)) {
      // Nothing to send: the profile already holds these values.
      void message.success(t('teacherProfile.saved'))
      onDone()
      return
    }
    update.mutate(changes, {
      onSuccess: () => {
        void message.success(t('teacherProfile.saved'))
        onDone()
      },
    })
  }

  const radiusValid = typeof radius === 'number' && radius >= PROFILE_LIMITS.minRadiusKm && radius <= PROFILE_LIMITS.maxRadiusKm

  return (
    <Form<LocationValues>
      form={form}
      layout="vertical"
      initialValues={locationValuesOf(profile)}
      onFinish={submit}
      disabled={update.isPending}
      requiredMark={false}
      className="teacher-home"
    >
      <Card className="teacher-card" title={t('teacherProfile.home.locationTitle')}>
        <HomeMapPreview
          point={{ latitude, longitude }}
          radiusKm={radiusValid ? radius : profile.travelRadiusKm}
        />
        <Flex justify="space-between" align="center" gap={8} className="teacher-home__point">
          <Typography.Text type="secondary" aria-label={t('teacherProfile.home.coordinates')}>
            {formatCoordinate(latitude)}, {formatCoordinate(longitude)}
          </Typography.Text>
          <Button icon={<AimOutlined />} onClick={() => setPicking(true)}>
            {t('teacherProfile.home.chooseOnMap')}
          </Button>
        </Flex>
        <Form.Item name="latitude" hidden>
          <InputNumber />
        </Form.Item>
        <Form.Item name="longitude" hidden>
          <InputNumber />
        </Form.Item>
        <Form.Item name="address" label={t('teacherProfile.home.address')}>
          <Input maxLength={PROFILE_LIMITS.addressLength} autoComplete="street-address" />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="suburb" label={t('teacherProfile.home.suburb')}>
              <Input maxLength={PROFILE_LIMITS.suburbLength} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="city" label={t('teacherProfile.home.city')}>
              <Input maxLength={PROFILE_LIMITS.cityLength} autoComplete="address-level2" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="postalCode" label={t('teacherProfile.home.postalCode')} style={{ marginBottom: 0 }}>
          <Input maxLength={PROFILE_LIMITS.postalCodeLength} inputMode="numeric" autoComplete="postal-code" />
        </Form.Item>
      </Card>

      <Card className="teacher-card" title={t('teacherProfile.home.radiusTitle')}>
        <Typography.Paragraph type="secondary">{t('teacherProfile.home.radiusHint')}</Typography.Paragraph>
        <Form.Item
          name="travelRadiusKm"
          style={{ marginBottom: 0 }}
          rules={[
            travelRadiusRule(
              t('teacherProfile.home.radiusInvalid', { min: PROFILE_LIMITS.minRadiusKm, max: PROFILE_LIMITS.maxRadiusKm }),
            ),
          ]}
        >
          <TravelRadiusInput
            sliderLabel={t('teacherProfile.home.radiusTitle')}
            inputLabel={t('teacherProfile.home.radiusKm')}
            unit={t('teacherProfile.home.kmUnit')}
            tooltip={(km) => t('teacherProfile.home.km', { km })}
          />
        </Form.Item>
      </Card>

      <Button type="primary" htmlType="submit" block size="large" loading={update.isPending}>
        {t('teacherProfile.save')}
      </Button>

      <MapPickerDialog
        open={picking}
        initial={{ latitude, longitude }}
        title={t('teacherProfile.home.pickerTitle')}
        onCancel={() => setPicking(false)}
        onConfirm={choose}
      />
    </Form>
  )
}
