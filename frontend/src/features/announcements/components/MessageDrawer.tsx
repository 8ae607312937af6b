import './announcements.css'

import Drawer from 'antd/es/drawer'
import { useTranslation } from 'react-i18next'

import type { Message } from '../api/messages'
import { MessageDetail } from './MessageDetail'
import { MessageForm } from './MessageForm'

interface MessageDrawerProps {
  /** Open on a message, or on a new one (`'new'`); closed when null. */
  open: Message | 'new' | null
  canEdit: boolean
  canPublish: boolean
  onClose: () => void
}

/** A new message or a draft in the form; a published message (or a draft one may not change) read. */
export function MessageDrawer({ open, canEdit, canPublish, onClose }: MessageDrawerProps) {
  const { t } = useTranslation()
  const message = open === 'new' ? null : open
  const editing = open === 'new' || (message?.status === 'draft' && canEdit)
  const title = open === 'new' ? t('announcements.form.newTitle') : editing ? t('announcements.form.editTitle') : t('announcements.detailTitle')
  return (
    <Drawer title={title} open={open !== null} onClose={onClose} size={640} destroyOnHidden>
      {editing ? (
        <MessageForm
          key={message?.id ?? 'new'}
          draft={message}
          canEdit={canEdit}
          canPublish={canPublish}
          onDone={onClose}
          onCancel={onClose}
        />
      ) : (
        message && <MessageDetail message={message} />
      )}
    </Drawer>
  )
}
