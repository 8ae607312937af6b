import './favourites.css'

import SearchOutlined from '@ant-design/icons/SearchOutlined'
import UserOutlined from '@ant-design/icons/UserOutlined'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Col from 'antd/es/col'
import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Row from 'antd/es/row'
import Table from 'antd/es/table'
import type { ColumnsType } from 'antd/es/table'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { type FavouriteSearchRequest, type SearchItem, useFavouriteSearch } from '../api/favouriteSearch'
import { favouriteSearchRequest, type FavouriteSearchValues } from '../lib/favouriteSearch'
import { FavouriteToggle } from './FavouriteToggle'
import { QualificationTag, RankTag, RatingValue, TeacherAvatar, TeacherNameButton } from './TeacherBadges'

/** The server answers 20 teachers at most. */
const SEARCH_LIMIT = 20

interface FavouriteSearchPanelProps {
  onOpenProfile: (teacherId: number) => void
}

/** Finds approved teachers by first name, last name or registration number, to add them as favourites. */
export function FavouriteSearchPanel({ onOpenProfile }: FavouriteSearchPanelProps) {
  const { t } = useTranslation()
  const [form] = Form.useForm<FavouriteSearchValues>()
  const [request, setRequest] = useState<FavouriteSearchRequest | null>(null)
  const [needsOne, setNeedsOne] = useState(false)
  const search = useFavouriteSearch(request)
  const results = search.data?.list ?? []

  const submit = (values: FavouriteSearchValues) => {
    const next = favouriteSearchRequest(values)
    setNeedsOne(next === null)
    if (next === null) return
    if (JSON.stringify(next) === JSON.stringify(request)) void search.refetch()
    else setRequest(next)
  }

  const reset = () => {
    form.resetFields()
    setNeedsOne(false)
    setRequest(null)
  }

  const columns: ColumnsType<SearchItem> = [
    {
      key: 'teacher',
      title: t('favourites.columns.teacher'),
      render: (_, teacher) => (
        <Flex gap={8} align="center">
          <TeacherAvatar teacher={teacher} />
          <TeacherNameButton teacher={teacher} onOpen={() => onOpenProfile(teacher.teacherId)} />
        </Flex>
      ),
    },
    {
      key: 'registration',
      title: t('favourites.columns.registrationNumber'),
      render: (_, teacher) => teacher.registrationNumber ?? '–',
    },
    { key: 'rank', title: t('favourites.columns.rank'), render: (_, teacher) => <RankTag rank={teacher.rank} /> },
    {
      key: 'rating',
      title: t('favourites.columns.rating'),
      render: (_, teacher) => <RatingValue rating={teacher.rating} />,
    },
    {
      key: 'qualification',
      title: t('favourites.columns.qualification'),
      render: (_, teacher) => <QualificationTag qualification={teacher.qualification} />,
    },
    {
      key: 'state',
      title: t('favourites.columns.state'),
      render: (_, teacher) => (
        <Flex gap={4} wrap>
          {teacher.isFavourite && <Tag color="magenta">{t('favourites.inFavourites')}</Tag>}
          {teacher.isBlocked && <Tag color="red">{t('favourites.blockedTag')}</Tag>}
          {teacher.workedHere && <Tag color="cyan">{t('favourites.workedHere')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('favourites.columns.actions'),
      render: (_, teacher) => (
        <Flex gap={6} wrap>
          <Button size="small" icon={<UserOutlined />} onClick={() => onOpenProfile(teacher.teacherId)}>
            {t('favourites.profileButton')}
          </Button>
          <FavouriteToggle
            teacher={teacher}
            isFavourite={teacher.isFavourite}
            isBlocked={teacher.isBlocked}
            size="small"
          />
        </Flex>
      ),
    },
  ]

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless" title={t('favourites.search.title')}>
        <Typography.Paragraph type="secondary">{t('favourites.search.intro')}</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          onValuesChange={() => setNeedsOne(false)}
          aria-label={t('favourites.search.title')}
        >
          <Row gutter={[12, 0]}>
            <Col xs={24} sm={12} lg={6}>
              <Form.Item name="firstName" label={t('favourites.search.firstName')}>
                <Input allowClear maxLength={64} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Form.Item name="lastName" label={t('favourites.search.lastName')}>
                <Input allowClear maxLength={64} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Form.Item name="registrationNumber" label={t('favourites.search.registrationNumber')}>
                <Input allowClear maxLength={32} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Form.Item label={<span aria-hidden>&nbsp;</span>} colon={false}>
                <Flex gap={8}>
                  <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={search.isFetching}>
                    {t('favourites.search.submit')}
                  </Button>
                  <Button onClick={reset}>{t('favourites.search.reset')}</Button>
                </Flex>
              </Form.Item>
            </Col>
          </Row>
        </Form>
        {needsOne && <Alert type="error" showIcon role="alert" title={t('favourites.search.needOne')} />}
      </Card>

      {request && (
        <Card
          variant="borderless"
          title={t('favourites.search.results')}
          extra={
            results.length >= SEARCH_LIMIT && (
              <Typography.Text type="secondary">{t('favourites.search.limited', { limit: SEARCH_LIMIT })}</Typography.Text>
            )
          }
        >
          <Table<SearchItem>
            rowKey="teacherId"
            columns={columns}
            dataSource={results}
            loading={search.isFetching}
            scroll={{ x: 'max-content' }}
            pagination={false}
            aria-label={t('favourites.search.results')}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('favourites.search.none')} />,
            }}
          />
        </Card>
      )}
    </Flex>
  )
}
