import FileImageOutlined from '@ant-design/icons/FileImageOutlined'
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import { useTranslation } from 'react-i18next'

import { fetchAttachmentLink } from '../api/attachmentLink'
import type { TicketAttachment } from '../api/tickets'

function size(bytes: number): string {
  return bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/** A message's attachments; each opens through a fresh short-lived signed link. */
export function AttachmentLinks({ attachments }: { attachments: readonly TicketAttachment[] }) {
  const { t } = useTranslation()
  if (attachments.length === 0) return null

  const open = (fileId: number) => {
    // Open the tab at once (so the browser allows it), then point it at the signed link.
    const tab = window.open('', '_blank')
    void fetchAttachmentLink(fileId).then(
      (link) => {
        if (tab) tab.location.href = link.url
        else window.location.assign(link.url)
      },
      () => tab?.close(),
    )
  }

  return (
    <Flex gap={4} wrap>
      {attachments.map((file) => (
        <Button
          key={file.fileId}
          size="small"
          icon={file.contentType === 'application/pdf' ? <FilePdfOutlined /> : <FileImageOutlined />}
          onClick={() => open(file.fileId)}
          aria-label={t('supportTickets.upload.open', { name: file.fileName })}
        >
          {file.fileName} ({size(file.size)})
        </Button>
      ))}
    </Flex>
  )
}
