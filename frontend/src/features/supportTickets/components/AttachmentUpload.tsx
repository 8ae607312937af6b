import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Upload from 'antd/es/upload'
import type { UploadFile } from 'antd/es/upload/interface'
import { useTranslation } from 'react-i18next'

import { ApiError } from '@/shared/api/ApiError'

import { type UploadedAttachment, uploadAttachment } from '../api/uploadAttachment'
import { ATTACHMENT_ACCEPT, attachmentProblem, MAX_ATTACHMENTS } from '../lib/ticketRules'

export type AttachmentFile = UploadFile<UploadedAttachment>

/** The ids of the files uploaded so far, in the order they were added. */
export function uploadedIds(files: readonly AttachmentFile[]): number[] {
  return files.flatMap((file) => (file.status === 'done' && file.response ? [file.response.fileId] : []))
}

export function stillUploading(files: readonly AttachmentFile[]): boolean {
  return files.some((file) => file.status === 'uploading')
}

interface AttachmentUploadProps {
  value?: AttachmentFile[]
  onChange?: (files: AttachmentFile[]) => void
  /** The upload call: the centre's unless given (staff upload through their own). */
  upload?: (file: File) => Promise<UploadedAttachment>
}

/** Up to 3 attachments, each checked here (type and size) and uploaded at once to private storage. */
export function AttachmentUpload({ value = [], onChange, upload = uploadAttachment }: AttachmentUploadProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()

  return (
    <Upload<UploadedAttachment>
      fileList={value}
      accept={ATTACHMENT_ACCEPT}
      maxCount={MAX_ATTACHMENTS}
      multiple
      beforeUpload={(file) => {
        const problem = attachmentProblem(file)
        if (problem) {
          void message.error(t(problem))
          return Upload.LIST_IGNORE
        }
        return true
      }}
      customRequest={({ file, onSuccess, onError }) => {
        upload(file as File)
          .then((uploaded) => onSuccess?.(uploaded))
          .catch((error: unknown) => {
            const text = error instanceof ApiError ? error.msg : t('supportTickets.upload.failed')
            void message.error(text)
            onError?.(new Error(text))
          })
      }}
      onChange={({ fileList }) => onChange?.(fileList.filter((file) => file.status !== 'error'))}
    >
      <Button icon={<PaperClipOutlined />} disabled={value.length >= MAX_ATTACHMENTS}>
        {t('supportTickets.upload.button')}
      </Button>
    </Upload>
  )
}
