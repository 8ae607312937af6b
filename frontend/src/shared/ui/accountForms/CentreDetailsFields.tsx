import './accountForms.css'

import AimOutlined from '@ant-design/icons/AimOutlined'
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined'
import Button from 'antd/es/button'
import Col from 'antd/es/col'
import Divider from 'antd/es/divider'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Row from 'antd/es/row'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { NAME_LENGTH } from '@/shared/lib/validators'

import { MapPickerDialog } from '../map/MapPickerDialog'
import { formatCoordinate } from '../map/mapLocation'
import { type CentreFormValues, fieldsFromLocation } from './centreDetails'
import { gstNumberRule, nameLengthRule, requiredRule } from './rules'

/** The chosen place's coordinates, or a prompt to choose one. */
function PlaceSummary({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation()
  const latitude = Form.useWatch<number | undefined>('latitude')
  const longitude = Form.useWatch<number | undefined>('longitude')
  const chosen = typeof latitude === 'number' && typeof longitude === 'number'
  return (
    <Flex className="centre-place" align="center" justify="space-between" gap={12} wrap>
      <Flex align="center" gap={8}>
        <EnvironmentOutlined className="centre-place__icon" />
        {chosen ? (
          <Typography.Text data-testid="centre-coordinates">
            {t('accountForms.centre.coordinates', {
              latitude: formatCoordinate(latitude),
              longitude: formatCoordinate(longitude),
            })}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('accountForms.centre.noPlace')}</Typography.Text>
        )}
      </Flex>
      <Button icon={<AimOutlined />} onClick={onChoose}>
        {chosen ? t('accountForms.centre.changePlace') : t('accountForms.centre.choosePlace')}
      </Button>
    </Flex>
  )
}

/**
 * The centre's details inside a form: name (2 to 20 characters), contact
 * person, licence, company and GST numbers, and its place, chosen on the map
 * picker, which fills the address fields; they stay editable.
 */
export function CentreDetailsFields() {
  const { t } = useTranslation()
  const form = Form.useFormInstance<CentreFormValues>()
  const [picking, setPicking] = useState(false)
  const latitude = Form.useWatch<number | undefined>('latitude', form)
  const longitude = Form.useWatch<number | undefined>('longitude', form)
  const initial = typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="name"
            label={t('accountForms.centre.name')}
            rules={[requiredRule(t('accountForms.centre.nameRequired')), nameLengthRule(t)]}
          >
            <Input maxLength={NAME_LENGTH.max + 10} autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="contactPerson"
            label={t('accountForms.centre.contactPerson')}
            rules={[requiredRule(t('accountForms.centre.contactPersonRequired'))]}
          >
            <Input maxLength={64} autoComplete="name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="licenceNumber"
            label={t('accountForms.centre.licenceNumber')}
            rules={[requiredRule(t('accountForms.centre.licenceNumberRequired'))]}
          >
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="gstNumber"
            label={t('accountForms.centre.gstNumber')}
            extra={t('accountForms.centre.gstNumberHint')}
            rules={[gstNumberRule(t)]}
          >
            <Input maxLength={16} placeholder="123-456-789" inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="companyName" label={t('accountForms.centre.companyName')}>
            <Input maxLength={128} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        {t('accountForms.centre.placeTitle')}
      </Divider>
      <Form.Item
        name="latitude"
        rules={[{ required: true, message: t('accountForms.centre.placeRequired') }]}
        className="centre-place__item"
      >
        <PlaceSummary onChoose={() => setPicking(true)} />
      </Form.Item>
      <Form.Item name="longitude" hidden>
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item
            name="address"
            label={t('accountForms.centre.address')}
            rules={[requiredRule(t('accountForms.centre.addressRequired'))]}
          >
            <Input maxLength={255} autoComplete="street-address" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="suburb" label={t('accountForms.centre.suburb')}>
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="city"
            label={t('accountForms.centre.city')}
            rules={[requiredRule(t('accountForms.centre.cityRequired'))]}
          >
            <Input maxLength={64} autoComplete="address-level2" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="postalCode" label={t('accountForms.centre.postalCode')}>
            <Input maxLength={16} autoComplete="postal-code" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="country" label={t('accountForms.centre.country')}>
            <Input maxLength={64} autoComplete="country-name" />
          </Form.Item>
        </Col>
      </Row>
      <MapPickerDialog
        open={picking}
        initial={initial}
        title={t('accountForms.centre.pickerTitle')}
        onCancel={() => setPicking(false)}
        onConfirm={(location) => {
          setPicking(false)
          form.setFieldsValue(fieldsFromLocation(location, form.getFieldsValue()))
          void form.validateFields(['latitude'])
        }}
      />
    </>
  )
}
