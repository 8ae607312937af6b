import CheckOutlined from '@ant-design/icons/CheckOutlined'
import ReloadOutlined from '@ant-design/icons/ReloadOutlined'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Pagination from 'antd/es/pagination'
import Popconfirm from 'antd/es/popconfirm'
import Spin from 'antd/es/spin'
import Tag from 'antd/es/tag'
import Tooltip from 'antd/es/tooltip'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import relativeTime from 'dayjs/plugin/relativeTime'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'

import { noticeBookingId, noticeWords } from '@/shared/ui/notices/noticeWords'

import { type Notice, useNoticeList } from '../api/noticeList'
import { useReadNotice } from '../api/readNotice'
import { useUnreadNotices } from '../api/unreadNotices'
import { noticePage, NOTICE_PAGE_SIZES, writeNoticePage } from '../lib/noticePage'

import './notices.css'

dayjs.extend(relativeTime)

interface NoticeListProps {
  /** Where a notice about a booking leads. */
  bookingPath: (bookingId: number) => string
}

function NoticeRow({ notice, bookingPath, onRead }: { notice: Notice; onRead: (notice: Notice) => void } & NoticeListProps) {
  const { t } = useTranslation()
  const text = { ...noticeWords(notice, t), bookingId: noticeBookingId(notice) }
  const created = dayjs(notice.createdAt)
  const open = () => {
    if (!notice.read) onRead(notice)
  }
  const title = text.bookingId ? (
    <Link to={bookingPath(text.bookingId)} onClick={open} className="notice-item__title">
      {text.title}
    </Link>
  ) : (
    <Typography.Link onClick={open} className="notice-item__title">
      {text.title}
    </Typography.Link>
  )
  return (
    <li className={notice.read ? 'notice-item' : 'notice-item notice-item--unread'} aria-label={text.title}>
      <span className="notice-item__dot" aria-hidden />
      <Flex vertical gap={2} className="notice-item__text">
        <Flex gap={8} align="center" wrap>
          {title}
          {!notice.read && <Tag color="blue">{t('noticeList.unread')}</Tag>}
        </Flex>
        <Typography.Text className="notice-item__body">{text.body}</Typography.Text>
        <Flex gap={12} align="center" wrap>
          <Tooltip title={created.format(t('noticeList.dateTimeFormat'))}>
            <time dateTime={notice.createdAt} className="notice-item__time">
              {created.fromNow()}
            </time>
          </Tooltip>
          {text.bookingId && (
            <Link to={bookingPath(text.bookingId)} onClick={open}>
              {t('noticeList.openBooking', { id: text.bookingId })}
            </Link>
          )}
          {!notice.read && (
            <Button type="link" size="small" className="notice-item__read" onClick={open}>
              {t('noticeList.markRead')}
            </Button>
          )}
        </Flex>
      </Flex>
    </li>
  )
}

/** Updates: the centre's notices, newest first, paged; opening one marks it read. */
export function NoticeList({ bookingPath }: NoticeListProps) {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const page = noticePage(search)
  const notices = useNoticeList(page)
  const unread = useUnreadNotices()
  const read = useReadNotice()
  const unreadCount = unread.data?.userUnReadNotices ?? 0
  const rows = notices.data?.list ?? []

  return (
    <Card
      variant="borderless"
      className="notice-list"
      title={
        <Flex gap={8} align="center" wrap>
          <span>{t('noticeList.title')}</span>
          <Typography.Text type="secondary" className="notice-list__count">
            {unreadCount > 0 ? t('noticeList.unreadCount', { number: unreadCount }) : t('noticeList.allRead')}
          </Typography.Text>
        </Flex>
      }
      extra={
        <Flex gap={8}>
          <Tooltip title={t('noticeList.refresh')}>
            <Button
              aria-label={t('noticeList.refresh')}
              icon={<ReloadOutlined />}
              loading={notices.isFetching}
              onClick={() => void notices.refetch()}
            />
          </Tooltip>
          <Popconfirm
            title={t('noticeList.markAllTitle')}
            description={t('noticeList.markAllText', { number: unreadCount })}
            okText={t('noticeList.markAllOk')}
            cancelText={t('common.cancel')}
            disabled={unreadCount === 0}
            onConfirm={() => read.mutateAsync({}).then(() => undefined)}
          >
            <Button icon={<CheckOutlined />} disabled={unreadCount === 0} loading={read.isPending}>
              {t('noticeList.markAll')}
            </Button>
          </Popconfirm>
        </Flex>
      }
    >
      <Spin spinning={notices.isPending || notices.isPlaceholderData}>
        {rows.length === 0 && !notices.isPending ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noticeList.empty')} />
        ) : (
          <ul className="notice-items" aria-label={t('noticeList.title')}>
            {rows.map((notice) => (
              <NoticeRow
                key={notice.id}
                notice={notice}
                bookingPath={bookingPath}
                onRead={(item) => read.mutate({ noticeId: item.id })}
              />
            ))}
          </ul>
        )}
      </Spin>
      {(notices.data?.total ?? 0) > 0 && (
        <Pagination
          className="notice-list__pages"
          align="end"
          size="small"
          current={page.pageNo}
          pageSize={page.pageSize}
          total={notices.data?.total ?? 0}
          showSizeChanger
          pageSizeOptions={[...NOTICE_PAGE_SIZES]}
          showTotal={(total) => t('noticeList.total', { total })}
          onChange={(pageNo, pageSize) => setSearch(writeNoticePage(page, pageNo, pageSize), { replace: true })}
        />
      )}
    </Card>
  )
}
