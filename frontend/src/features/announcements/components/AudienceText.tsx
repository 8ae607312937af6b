import { useTranslation } from 'react-i18next'

import type { Message } from '../api/messages'

/** Who a message is for: everyone, every centre, every teacher, or how many chosen accounts. */
export function AudienceText({ message }: { message: Pick<Message, 'audience' | 'accountIds'> }) {
  const { t } = useTranslation()
  return (
    <>
      {message.audience === 'accounts'
        ? t('announcements.audienceCount', { count: message.accountIds.length })
        : t(`announcements.audience.${message.audience}`)}
    </>
  )
}
