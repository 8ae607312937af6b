import FileTextOutlined from '@ant-design/icons/FileTextOutlined'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import { useTranslation } from 'react-i18next'

import { FormSection } from '@/shared/ui/FormSection'

import { NOTES_MAX_LENGTH } from '../lib/bookingForm'

/** Handover notes the booked teachers read before they arrive. */
export function NotesSection() {
  const { t } = useTranslation()
  return (
    <FormSection icon={<FileTextOutlined aria-hidden />} title={t('jobCreation.notes.title')}>
      <Form.Item name="notes" label={t('jobCreation.notes.label')} extra={t('jobCreation.notes.hint')}>
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={NOTES_MAX_LENGTH}
          showCount
          placeholder={t('jobCreation.notes.placeholder')}
        />
      </Form.Item>
    </FormSection>
  )
}
