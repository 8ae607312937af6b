import './accountForms.css'

import Col from 'antd/es/col'
import Divider from 'antd/es/divider'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Row from 'antd/es/row'
import { useTranslation } from 'react-i18next'

import { NAME_LENGTH } from '@/shared/lib/validators'

import { MapPickerDialog } from '../map/MapPickerDialog'
import { MapPlaceField, useMapPicker } from '../map/MapPlaceField'
import { type CentreFormValues, fieldsFromLocation } from './centreDetails'
import { gstNumberRule, nameLengthRule, requiredRule } from './rules'

/**
 * The centre's details inside a form: name (2 to 20 characters), contact
 * person, licence, company and GST numbers, and its place, chosen on the map
 * picker, which fills the address fields; they stay editable.
 */
export function CentreDetailsFields() {
  const { t } = useTranslation()
  const form = Form.useFormInstance<CentreFormValues>()
  const picker = useMapPicker(form, fieldsFromLocation)

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
      <MapPlaceField
        texts={{
          required: t('accountForms.centre.placeRequired'),
          empty: t('accountForms.centre.noPlace'),
          choose: t('accountForms.centre.choosePlace'),
          change: t('accountForms.centre.changePlace'),
          coordinates: (latitude, longitude) => t('accountForms.centre.coordinates', { latitude, longitude }),
        }}
        onChoose={picker.choose}
        className="centre-place"
        testId="centre-coordinates"
      />
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
      <MapPickerDialog {...picker.dialog} title={t('accountForms.centre.pickerTitle')} />
    </>
  )
}
