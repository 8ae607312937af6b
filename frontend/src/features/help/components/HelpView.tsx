import './help.css'

import FileTextOutlined from '@ant-design/icons/FileTextOutlined'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Collapse from 'antd/es/collapse'
import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import Result from 'antd/es/result'
import Skeleton from 'antd/es/skeleton'
import Typography from 'antd/es/typography'
import type { UseQueryResult } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useBilingual } from '@/shared/i18n/bilingual'
import { PolicyFrame } from '@/shared/ui/PolicyFrame'

import type { Help, HelpArticle } from '../api/centreHelp'

const KEYWORD_MAX = 100

interface HelpViewProps {
  /** The reader's help, as their app asks for it (`useCentreHelp`, `useTeacherHelp`). */
  help: UseQueryResult<Help>
  /** The words searched for ('' for everything). */
  keyword: string
  onSearch: (keyword: string) => void
  /** The class of each card (the teacher app's card look). */
  cardClassName?: string
}

/**
 * A Help page: a search box (searched by the server, in English and Chinese),
 * the frequently asked questions as collapsible answers, and the published
 * articles by category, each opened to read. Every text is shown in the
 * reader's language, in English where no Chinese was written.
 */
export function HelpView({ help, keyword, onSearch, cardClassName }: HelpViewProps) {
  const { t } = useTranslation()
  const inLanguage = useBilingual()
  const [typed, setTyped] = useState(keyword)
  const [reading, setReading] = useState<HelpArticle | null>(null)
  const data = help.data
  const nothing = data !== undefined && data.faqs.length === 0 && data.categories.length === 0

  return (
    <Flex vertical gap={16}>
      <Input.Search
        className="help-view__search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={(value) => onSearch(value.trim())}
        placeholder={t('help.searchPlaceholder')}
        aria-label={t('help.search')}
        enterButton={t('help.search')}
        allowClear
        maxLength={KEYWORD_MAX}
        loading={help.isFetching && keyword !== ''}
      />
      {data === undefined && help.isPending ? (
        <Card className={cardClassName}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : data === undefined ? (
        <Result
          status="warning"
          title={t('help.failed')}
          extra={<Button onClick={() => void help.refetch()}>{t('common.retry')}</Button>}
        />
      ) : nothing ? (
        <Card className={cardClassName}>
          <Empty description={keyword ? t('help.noMatch', { keyword }) : t('help.empty')} />
        </Card>
      ) : (
        <>
          {keyword && (
            <Typography.Text type="secondary" role="status">
              {t('help.results', { keyword })}
            </Typography.Text>
          )}
          {data.faqs.length > 0 && (
            <Card className={cardClassName} title={t('help.faqTitle')}>
              <Collapse
                ghost
                items={data.faqs.map((faq) => ({
                  key: faq.id,
                  label: (
                    <span className="help-view__question">
                      <Typography.Text strong>{inLanguage(faq.title, faq.titleZh)}</Typography.Text>
                      {inLanguage(faq.description, faq.descriptionZh) && (
                        <Typography.Text type="secondary">{inLanguage(faq.description, faq.descriptionZh)}</Typography.Text>
                      )}
                    </span>
                  ),
                  children: (
                    <Typography.Paragraph className="help-view__answer">{inLanguage(faq.content, faq.contentZh)}</Typography.Paragraph>
                  ),
                }))}
              />
            </Card>
          )}
          {data.categories.length > 0 && (
            <Card className={cardClassName} title={t('help.articlesTitle')}>
              {data.categories.map((category) => (
                <section key={category.id} className="help-view__category" aria-label={inLanguage(category.name, category.nameZh)}>
                  <Typography.Title level={5}>{inLanguage(category.name, category.nameZh)}</Typography.Title>
                  <Flex vertical gap={4} align="flex-start">
                    {category.articles.map((article) => (
                      <Button
                        key={article.id}
                        type="link"
                        icon={<FileTextOutlined />}
                        className="help-view__article"
                        onClick={() => setReading(article)}
                      >
                        {inLanguage(article.title, article.titleZh)}
                      </Button>
                    ))}
                  </Flex>
                </section>
              ))}
            </Card>
          )}
        </>
      )}
      <Modal
        title={reading ? inLanguage(reading.title, reading.titleZh) : ''}
        open={reading !== null}
        onCancel={() => setReading(null)}
        footer={<Button onClick={() => setReading(null)}>{t('help.close')}</Button>}
        width={760}
        destroyOnHidden
      >
        {reading && <PolicyFrame title={inLanguage(reading.title, reading.titleZh)} html={inLanguage(reading.body, reading.bodyZh)} />}
      </Modal>
    </Flex>
  )
}
