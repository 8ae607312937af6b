import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'

import type { Message } from '../api/messages'

/** Draft (grey) or published (green). */
export function MessageStatusTag({ status }: { status: Message['status'] }) {
  const { t } = useTranslation()
  return <Tag color={status === 'published' ? 'success' : 'default'}>{t(`announcements.status.${status}`)}</Tag>
}
