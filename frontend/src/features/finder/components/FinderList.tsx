import './finder.css'

import CalendarOutlined from '@ant-design/icons/CalendarOutlined'
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined'
import HeartFilled from '@ant-design/icons/HeartFilled'
import HeartOutlined from '@ant-design/icons/HeartOutlined'
import UserOutlined from '@ant-design/icons/UserOutlined'
import Avatar from 'antd/es/avatar'
import Button from 'antd/es/button'
import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Pagination from 'antd/es/pagination'
import Spin from 'antd/es/spin'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import type { FinderItem } from '../api/finderList'
import { PAGE_SIZE_CHOICES } from '../lib/finderFilters'
import { FinderQualificationTag, FinderRankTag, FinderRating } from './TeacherFacts'

interface FinderListProps {
  teachers: FinderItem[]
  total: number
  pageNo: number
  pageSize: number
  loading: boolean
  onPage: (pageNo: number, pageSize: number) => void
  onOpenProfile: (teacherId: number) => void
  onFavourite: (teacher: FinderItem) => void
  /** The teacher being added to the favourites just now. */
  favouritePending: number | null
  /** Where "Book" goes: the Standard Booking page. */
  bookHref: string
}

function hoursText(hours: string, language: string): string {
  const value = Number.parseFloat(hours)
  return Number.isFinite(value) ? new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value) : hours
}

/** The teachers found, nearest first, each with Profile, favourite and Book. */
export function FinderList(props: FinderListProps) {
  const { teachers, total, pageNo, pageSize, loading, onPage, onOpenProfile, onFavourite, favouritePending, bookHref } =
    props
  const { t, i18n } = useTranslation()

  return (
    <Spin spinning={loading}>
      {teachers.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={loading ? t('finder.loading') : t('finder.empty')} />
      ) : (
        <ul className="finder-list" aria-label={t('finder.listLabel')}>
          {teachers.map((teacher) => {
            const name = `${teacher.firstName} ${teacher.lastName}`
            return (
              <li key={teacher.teacherId} className="finder-list__item" aria-label={name}>
                <Avatar size={40} className="finder-list__avatar" aria-hidden>
                  {`${teacher.firstName.charAt(0)}${teacher.lastName.charAt(0)}`.toUpperCase()}
                </Avatar>
                <div className="finder-list__body">
                  <Flex align="center" gap={6} wrap>
                    <Button
                      type="link"
                      size="small"
                      className="finder-list__name"
                      onClick={() => onOpenProfile(teacher.teacherId)}
                    >
                      {name}
                    </Button>
                    {teacher.isFavourite && (
                      <Tag color="magenta" icon={<HeartFilled />}>
                        {t('finder.favourite')}
                      </Tag>
                    )}
                  </Flex>
                  <Flex align="center" gap={6} wrap className="finder-list__facts">
                    <FinderRankTag rank={teacher.rank} />
                    <FinderQualificationTag qualification={teacher.qualification} />
                    <FinderRating rating={teacher.rating} />
                    <Typography.Text type="secondary">
                      <EnvironmentOutlined aria-hidden /> {t('finder.distance', { km: teacher.distanceKm.toFixed(1) })}
                    </Typography.Text>
                    <Typography.Text type="secondary">
                      {t('finder.hours', { hours: hoursText(teacher.completedHours, i18n.language) })}
                    </Typography.Text>
                  </Flex>
                  <Flex gap={6} wrap className="finder-list__actions">
                    <Button size="small" icon={<UserOutlined />} onClick={() => onOpenProfile(teacher.teacherId)}>
                      {t('finder.profile')}
                    </Button>
                    {!teacher.isFavourite && (
                      <Button
                        size="small"
                        icon={<HeartOutlined />}
                        loading={favouritePending === teacher.teacherId}
                        onClick={() => onFavourite(teacher)}
                      >
                        {t('finder.addFavourite')}
                      </Button>
                    )}
                    <Button size="small" type="primary" icon={<CalendarOutlined />} href={bookHref}>
                      {t('finder.book')}
                    </Button>
                  </Flex>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {total > 0 && (
        <Pagination
          className="finder-list__pages"
          size="small"
          align="center"
          current={pageNo}
          pageSize={pageSize}
          total={total}
          showSizeChanger
          pageSizeOptions={PAGE_SIZE_CHOICES.map(String)}
          showTotal={(count) => t('finder.total', { count })}
          onChange={(nextPage, nextSize) => onPage(nextSize === pageSize ? nextPage : 1, nextSize)}
        />
      )}
    </Spin>
  )
}
