import EditOutlined from '@ant-design/icons/EditOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Descriptions from 'antd/es/descriptions'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formatCoordinate } from '@/shared/ui/map/mapLocation'
import { centreFromForm, type CentreFormValues, formFromCentre } from '@/shared/ui/accountForms/centreDetails'
import { CentreDetailsFields } from '@/shared/ui/accountForms/CentreDetailsFields'
import { codeFailure, type FailureText } from '@/shared/ui/accountForms/codeFailure'
import { FailureAlert } from '@/shared/ui/accountForms/FailureAlert'

import type { CentreProfile } from '../api/centreProfile'
import { useUpdateCentreProfile } from '../api/updateCentreProfile'

function EditForm({ profile, onDone }: { profile: CentreProfile; onDone: () => void }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<CentreFormValues>()
  const update = useUpdateCentreProfile()
  const [failure, setFailure] = useState<FailureText | null>(null)

  const save = (values: CentreFormValues) => {
    const details = centreFromForm(values)
    if (!details || update.isPending) return
    setFailure(null)
    update.mutate(details, {
      onSuccess: () => {
        void message.success(t('personalCenter.details.saved'))
        onDone()
      },
      onError: (error) => setFailure(codeFailure(error)),
    })
  }

  return (
    <Form<CentreFormValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={formFromCentre(profile)}
      disabled={update.isPending}
      onFinish={save}
      onValuesChange={() => setFailure(null)}
      scrollToFirstError
    >
      <CentreDetailsFields />
      <FailureAlert failure={failure} />
      <Flex justify="end" gap={8} wrap>
        <Button onClick={onDone}>{t('personalCenter.details.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('personalCenter.details.save')}
        </Button>
      </Flex>
    </Form>
  )
}

/** The centre's details (e-mail aside), read-only until Edit. */
export function CentreDetailsCard({ profile }: { profile: CentreProfile }) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState(false)
  const blank = t('personalCenter.notGiven')
  const show = (value: string | null | undefined) => value || blank

  return (
    <Card
      title={t('personalCenter.details.title')}
      extra={
        editing ? null : (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('personalCenter.details.edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <EditForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'name', label: t('accountForms.centre.name'), children: profile.name },
            { key: 'contact', label: t('accountForms.centre.contactPerson'), children: show(profile.contactPerson) },
            { key: 'licence', label: t('accountForms.centre.licenceNumber'), children: show(profile.licenceNumber) },
            { key: 'gst', label: t('accountForms.centre.gstNumber'), children: show(profile.gstNumber) },
            { key: 'company', label: t('accountForms.centre.companyName'), children: show(profile.companyName), span: 'filled' },
            { key: 'address', label: t('accountForms.centre.address'), children: show(profile.address), span: 'filled' },
            { key: 'suburb', label: t('accountForms.centre.suburb'), children: show(profile.suburb) },
            { key: 'city', label: t('accountForms.centre.city'), children: show(profile.city) },
            { key: 'postcode', label: t('accountForms.centre.postalCode'), children: show(profile.postalCode) },
            { key: 'country', label: t('accountForms.centre.country'), children: show(profile.country) },
            {
              key: 'place',
              label: t('personalCenter.details.place'),
              span: 'filled',
              children: t('accountForms.centre.coordinates', {
                latitude: formatCoordinate(profile.latitude),
                longitude: formatCoordinate(profile.longitude),
              }),
            },
          ]}
        />
      )}
    </Card>
  )
}
