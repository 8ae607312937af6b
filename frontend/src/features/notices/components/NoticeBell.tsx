import BellOutlined from '@ant-design/icons/BellOutlined'
import Badge from 'antd/es/badge'
import Tooltip from 'antd/es/tooltip'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { useUnreadNotices } from '../api/unreadNotices'
import { unreadBadgeText } from '../lib/unreadBadge'

import './notices.css'

interface NoticeBellProps {
  /** Poll only while a session is open. */
  enabled: boolean
  /** The notices page the bell opens, when it is a link. */
  to?: string
}

/** The bell in the top bar with the unread count (99+ above 99), kept current by polling; it opens the notices. */
export function NoticeBell({ enabled, to }: NoticeBellProps) {
  const { t } = useTranslation()
  const unread = useUnreadNotices(enabled)
  const count = unread.data?.userUnReadNotices ?? 0
  const summary = count > 0 ? t('notices.unread', { number: count }) : t('notices.noneUnread')
  const badge = (
    <Badge count={unreadBadgeText(count)} size="small" offset={[4, -2]}>
      <BellOutlined className="top-bar__icon" />
    </Badge>
  )

  if (!to) {
    return (
      <Tooltip title={summary} placement="bottom">
        <span className="notice-bell" role="status" tabIndex={0} aria-label={`${t('notices.bell')}: ${summary}`}>
          {badge}
        </span>
      </Tooltip>
    )
  }

  return (
    <Tooltip title={`${t('noticeList.openFromBell')} · ${summary}`} placement="bottom">
      <Link to={to} className="notice-bell notice-bell--link" aria-label={`${t('noticeList.openFromBell')}. ${summary}`}>
        <span role="status" aria-label={`${t('notices.bell')}: ${summary}`}>
          {badge}
        </span>
      </Link>
    </Tooltip>
  )
}
