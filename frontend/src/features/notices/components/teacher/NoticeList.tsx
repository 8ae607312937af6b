import './teacherNotices.css'

import CheckOutlined from '@ant-design/icons/CheckOutlined'
import RightOutlined from '@ant-design/icons/RightOutlined'
import Badge from 'antd/es/badge'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { formatInZone } from '@/shared/lib/platformTime'
import { noticeWords } from '@/shared/ui/notices/noticeWords'
import { PagedList } from '@/shared/ui/PagedList'

import { type Notice, useNoticeFeed } from '../../api/noticeList'
import { useReadNotice } from '../../api/readNotice'
import { useUnreadNotices } from '../../api/unreadNotices'
import { kindLabelKey, noticeColour, type NoticeTarget, noticeTarget } from '../../lib/noticeText'

interface NoticeListProps {
  /** Opens the screen a notice is about. */
  onOpen: (target: Exclude<NoticeTarget, null>) => void
}

/** The teacher's notices, newest first; opening one marks it read and goes to what it is about. */
export function NoticeList({ onOpen }: NoticeListProps) {
  const { t } = useTranslation()
  const list = useNoticeFeed()
  const unread = useUnreadNotices()
  const read = useReadNotice()
  const unreadCount = unread.data?.userUnReadNotices ?? 0

  const open = (notice: Notice) => {
    if (!notice.read) read.mutate({ noticeId: notice.id })
    const target = noticeTarget(notice.kind)
    if (target) onOpen(target)
  }

  return (
    <PagedList
      list={list}
      failedText={t('teacherNotices.failed')}
      emptyText={t('teacherNotices.none')}
      moreText={t('teacherNotices.more')}
      renderItems={(notices) => (
        <>
          <Flex justify="space-between" align="center">
            <Typography.Text type="secondary" role="status">
              {unreadCount > 0 ? t('teacherNotices.unread', { number: unreadCount }) : t('teacherNotices.allRead')}
            </Typography.Text>
            {unreadCount > 0 && (
              <Button
                type="link"
                icon={<CheckOutlined />}
                loading={read.isPending && read.variables?.noticeId === undefined}
                onClick={() => read.mutate({})}
              >
                {t('teacherNotices.readAll')}
              </Button>
            )}
          </Flex>
          <ul className="teacher-notice-list" aria-label={t('teacherNotices.label')}>
            {notices.map((notice) => {
              const labelKey = kindLabelKey(notice.kind)
              const target = noticeTarget(notice.kind)
              const words = noticeWords(notice, t)
              const headline = words.title
              return (
                <li key={notice.id}>
                  <button
                    type="button"
                    className={notice.read ? 'teacher-notice' : 'teacher-notice teacher-notice--unread'}
                    onClick={() => open(notice)}
                    aria-label={notice.read ? headline : t('teacherNotices.unreadItem', { title: headline })}
                  >
                    <Flex justify="space-between" align="center" gap={8}>
                      <Flex gap={6} align="center">
                        {!notice.read && <Badge status="processing" aria-hidden />}
                        {labelKey && (
                          <Tag color={noticeColour(notice.kind)} variant="filled">
                            {t(labelKey)}
                          </Tag>
                        )}
                      </Flex>
                      <Typography.Text type="secondary" className="teacher-notice__time">
                        {formatInZone(notice.createdAt, t('teacherNotices.format.dateTime'))}
                      </Typography.Text>
                    </Flex>
                    <Flex justify="space-between" align="center" gap={8}>
                      <Flex vertical gap={2} style={{ minWidth: 0 }}>
                        <Typography.Text strong={!notice.read} className="teacher-notice__title">
                          {headline}
                        </Typography.Text>
                        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} className="teacher-notice__body">
                          {words.body}
                        </Typography.Paragraph>
                      </Flex>
                      {target && <RightOutlined className="teacher-notice__chevron" aria-hidden />}
                    </Flex>
                  </button>
                </li>
              )
            })}
          </ul>
        </>
      )}
    />
  )
}
