import './favourites.css'

import SearchOutlined from '@ant-design/icons/SearchOutlined'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Col from 'antd/es/col'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Row from 'antd/es/row'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { type FavouriteSearchRequest, useFavouriteSearch } from '../api/favouriteSearch'
import { useSuggestedTeachers } from '../api/suggestedTeachers'
import { favouriteSearchRequest, type FavouriteSearchValues } from '../lib/favouriteSearch'
import { TeacherResults } from './TeacherResults'

/** The server answers 20 teachers at most. */
const SEARCH_LIMIT = 20

interface FavouriteSearchPanelProps {
  onOpenProfile: (teacherId: number) => void
}

/**
 * Finds approved teachers by first name, last name or registration number, to
 * add them as favourites, and suggests those who have worked at the centre.
 */
export function FavouriteSearchPanel({ onOpenProfile }: FavouriteSearchPanelProps) {
  const { t } = useTranslation()
  const [form] = Form.useForm<FavouriteSearchValues>()
  const [request, setRequest] = useState<FavouriteSearchRequest | null>(null)
  const [needsOne, setNeedsOne] = useState(false)
  const search = useFavouriteSearch(request)
  const results = search.data?.list ?? []
  const suggestions = useSuggestedTeachers()
  const suggested = suggestions.data?.list ?? []

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
          <TeacherResults
            teachers={results}
            loading={search.isFetching}
            label={t('favourites.search.results')}
            emptyText={t('favourites.search.none')}
            onOpenProfile={onOpenProfile}
          />
        </Card>
      )}

      {suggested.length > 0 && (
        <Card variant="borderless" title={t('favourites.suggested.title')}>
          <Typography.Paragraph type="secondary">{t('favourites.suggested.intro')}</Typography.Paragraph>
          <TeacherResults
            teachers={suggested}
            loading={suggestions.isFetching}
            label={t('favourites.suggested.title')}
            emptyText={t('favourites.search.none')}
            onOpenProfile={onOpenProfile}
          />
        </Card>
      )}
    </Flex>
  )
}
