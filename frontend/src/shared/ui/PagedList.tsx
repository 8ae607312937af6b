import './phone.css'

import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import Button from 'antd/es/button'
import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Result from 'antd/es/result'
import Skeleton from 'antd/es/skeleton'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface PagedListProps<Item> {
  /** The list's pages, loaded one after another. */
  list: UseInfiniteQueryResult<InfiniteData<{ list: Item[] }>>
  failedText: string
  emptyText: string
  moreText: string
  /** The cards of every item loaded so far (with anything above them). */
  renderItems: (items: Item[]) => ReactNode
  /** Shown with the loaded list, empty or not (a dialog the cards open). */
  extra?: ReactNode
}

/**
 * A list of the teacher app loaded page by page (invites, jobs, notices),
 * as cards under one another: placeholders while the first page loads, a
 * retry when it fails, a note when there is nothing, and a button for the
 * next page.
 */
export function PagedList<Item>({ list, failedText, emptyText, moreText, renderItems, extra }: PagedListProps<Item>) {
  const { t } = useTranslation()
  if (list.isPending) {
    return (
      <Flex vertical gap={12}>
        <Skeleton active className="teacher-card teacher-skeleton" />
        <Skeleton active className="teacher-card teacher-skeleton" />
      </Flex>
    )
  }
  if (list.isError) {
    return (
      <Result
        status="warning"
        title={failedText}
        extra={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
      />
    )
  }

  const items = list.data.pages.flatMap((page) => page.list)
  return (
    <>
      {items.length === 0 ? (
        <Empty className="teacher-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <Flex vertical gap={12}>
          {renderItems(items)}
          {list.hasNextPage && (
            <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {moreText}
            </Button>
          )}
        </Flex>
      )}
      {extra}
    </>
  )
}
