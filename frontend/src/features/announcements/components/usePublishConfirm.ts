import App from 'antd/es/app'
import { useTranslation } from 'react-i18next'

import type { Message } from '../api/messages'

type Reach = Pick<Message, 'audience' | 'accountIds' | 'sendEmail'>

/**
 * Asks before a message is published (who will be told, and that it cannot
 * be changed afterwards); `publish` runs on OK, the dialog waiting for it.
 */
export function usePublishConfirm() {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  return (reach: Reach, publish: () => Promise<unknown>) => {
    const audience =
      reach.audience === 'accounts'
        ? t('announcements.audienceCount', { count: reach.accountIds.length })
        : t(`announcements.audience.${reach.audience}`)
    modal.confirm({
      title: t('announcements.publish.title'),
      content: t(reach.sendEmail ? 'announcements.publish.withEmail' : 'announcements.publish.question', { audience }),
      okText: t('announcements.publish.ok'),
      cancelText: t('common.cancel'),
      onOk: publish,
    })
  }
}
