import App from 'antd/es/app'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import { useTranslation } from 'react-i18next'

import type { TeacherProfile } from '../api/teacherProfile'
import { useUpdateProfile } from '../api/updateProfile'
import {
  type ContactValues,
  contactChanges,
  contactValuesOf,
  hasChanges,
  MOBILE_PATTERN,
  PROFILE_LIMITS,
} from '../lib/profileChanges'

interface ContactFormProps {
  profile: TeacherProfile
  onDone: () => void
}

/** The mobile number and the teaching philosophy: the profile texts a teacher edits. */
export function ContactForm({ profile, onDone }: ContactFormProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const update = useUpdateProfile()

  const submit = (values: ContactValues) => {
    const changes = contactChanges(profile, values)
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

  return (
    <Form<ContactValues>
      layout="vertical"
      initialValues={contactValuesOf(profile)}
      onFinish={submit}
      disabled={update.isPending}
      requiredMark={false}
    >
      <Form.Item
        name="mobile"
        label={t('teacherProfile.details.mobile')}
        extra={t('teacherProfile.contact.mobileHint')}
        rules={[{ pattern: MOBILE_PATTERN, message: t('teacherProfile.contact.mobileInvalid') }]}
      >
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PROFILE_LIMITS.mobileLength}
          placeholder={t('teacherProfile.contact.mobileExample')}
        />
      </Form.Item>
      <Form.Item
        name="philosophy"
        label={t('teacherProfile.details.philosophy')}
        extra={t('teacherProfile.contact.philosophyHint')}
      >
        <Input.TextArea
          autoSize={{ minRows: 5, maxRows: 12 }}
          maxLength={PROFILE_LIMITS.philosophyLength}
          showCount
          placeholder={t('teacherProfile.contact.philosophyPlaceholder')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={update.isPending}>
        {t('teacherProfile.save')}
      </Button>
    </Form>
  )
}
