import UploadOutlined from '@ant-design/icons/UploadOutlined'
import Button from 'antd/es/button'
import Col from 'antd/es/col'
import DatePicker from 'antd/es/date-picker'
import Form from 'antd/es/form'
import Row from 'antd/es/row'
import Typography from 'antd/es/typography'
import Upload from 'antd/es/upload'
import type { UploadFile } from 'antd/es/upload/interface'
import type { Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'

import type { TeacherDocument } from '../api/documentList'
import { type DocumentKind, useUploadDocument } from '../api/uploadDocument'
import { datesProblem, fileProblem, fileSizeText, kindRules } from '../lib/documentRules'

interface FormValues {
  files: UploadFile[]
  issuedOn: Dayjs | null
  expiresOn: Dayjs | null
}

interface UploadDocumentFormProps {
  kind: DocumentKind
  /** The document this upload replaces, if any (its dates are the starting point). */
  current: TeacherDocument | null
  /** Today in New Zealand (`YYYY-MM-DD`). */
  today: string
  onUploaded: (document: TeacherDocument) => void
  onCancel: () => void
  /** The buttons' words: Cancel and Upload unless given (a sign-up step skips instead). */
  cancelText?: string
  submitText?: string
}

const DATE_FORMAT = 'YYYY-MM-DD'

/** One file (PDF, JPG or PNG) for a kind of document, with its issue and expiry dates where they matter. */
export function UploadDocumentForm({
  kind,
  current,
  today,
  onUploaded,
  onCancel,
  cancelText,
  submitText,
}: UploadDocumentFormProps) {
  const { t } = useTranslation()
  const [form] = Form.useForm<FormValues>()
  const upload = useUploadDocument()
  const rules = kindRules(kind)

  const submit = (values: FormValues) => {
    const file = values.files[0]?.originFileObj
    if (!file) {
      form.setFields([{ name: 'files', errors: [t('teacherDocuments.form.fileRequired')] }])
      return
    }
    const problem = fileProblem(file, kind)
    if (problem) {
      form.setFields([
        {
          name: 'files',
          errors: [t(`teacherDocuments.problems.${problem}`, { size: fileSizeText(rules.maxBytes) })],
        },
      ])
      return
    }
    const issuedOn = rules.dates && values.issuedOn ? values.issuedOn.format(DATE_FORMAT) : null
    const expiresOn = rules.dates && values.expiresOn ? values.expiresOn.format(DATE_FORMAT) : null
    const dates = datesProblem(issuedOn, expiresOn, today)
    if (dates) {
      form.setFields([{ name: 'expiresOn', errors: [t(`teacherDocuments.problems.${dates}`)] }])
      return
    }
    upload.mutate({ kind, file, issuedOn, expiresOn }, { onSuccess: onUploaded })
  }

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={upload.isPending}
      onFinish={submit}
      initialValues={{ files: [], issuedOn: null, expiresOn: null }}
    >
      <Form.Item
        name="files"
        label={t('teacherDocuments.form.file')}
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        extra={t(kind === 'photo' ? 'teacherDocuments.form.photoHint' : 'teacherDocuments.form.fileHint', {
          size: fileSizeText(rules.maxBytes),
        })}
      >
        <Upload accept={rules.accept} maxCount={1} beforeUpload={() => false}>
          <Button icon={<UploadOutlined />} block>
            {t('teacherDocuments.form.choose')}
          </Button>
        </Upload>
      </Form.Item>
      {rules.dates && (
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="issuedOn" label={t('teacherDocuments.form.issuedOn')}>
              <DatePicker style={{ width: '100%' }} inputReadOnly format={t('teacherDocuments.format.pickerDate')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="expiresOn"
              label={t('teacherDocuments.form.expiresOn')}
              rules={rules.vetting ? [{ required: true, message: t('teacherDocuments.form.expiryRequired') }] : []}
            >
              <DatePicker
                style={{ width: '100%' }}
                inputReadOnly
                format={t('teacherDocuments.format.pickerDate')}
                disabledDate={(day) => day.format(DATE_FORMAT) < today}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
      {rules.vetting && (
        <Typography.Paragraph type="secondary">{t('teacherDocuments.form.vettingHint')}</Typography.Paragraph>
      )}
      {current && (
        <Typography.Paragraph type="secondary">
          {t('teacherDocuments.form.replaces', { name: current.fileName })}
        </Typography.Paragraph>
      )}
      <Row gutter={12}>
        <Col span={12}>
          <Button block size="large" onClick={onCancel} disabled={upload.isPending}>
            {cancelText ?? t('common.cancel')}
          </Button>
        </Col>
        <Col span={12}>
          <Button block size="large" type="primary" htmlType="submit" loading={upload.isPending}>
            {submitText ?? t('teacherDocuments.form.submit')}
          </Button>
        </Col>
      </Row>
    </Form>
  )
}
