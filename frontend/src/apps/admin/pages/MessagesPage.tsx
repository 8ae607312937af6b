import { MessagesPage as Messages } from '@/features/announcements/components/MessagesPage'
import { usePermission } from '@/shared/authority/permission'

/** System information messages: listed with message:list, written with message:edit, published with message:publish. */
export default function MessagesPage() {
  return <Messages canEdit={usePermission('message:edit')} canPublish={usePermission('message:publish')} />
}
