import './dictionaryAdmin.css'

import PlusOutlined from '@ant-design/icons/PlusOutlined'
import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Col from 'antd/es/col'
import Flex from 'antd/es/flex'
import Popconfirm from 'antd/es/popconfirm'
import Row from 'antd/es/row'
import Skeleton from 'antd/es/skeleton'
import Tag from 'antd/es/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

import type { ListColumn } from '@/shared/ui/listPage/columns'
import { ListPage } from '@/shared/ui/listPage/ListPage'

import { useDictionaries } from '../api/dictionaries'
import { type DictionaryEntry, ENTRIES_LIST, fetchEntries } from '../api/entries'
import { useRemoveEntry } from '../api/entryActions'
import { DictionaryMenu } from './DictionaryMenu'
import { EntryDialog } from './EntryDialog'

/**
 * Dictionaries: the named lists of values every form offers (cancellation
 * reasons, age groups, talent pools...). The dictionaries on the left, the
 * chosen one's entries on the right (`?name=` in the address), each added,
 * reworded, reordered or removed.
 */
export function DictionaryPage() {
  const { t } = useTranslation()
  const dictionaries = useDictionaries()
  const [params, setParams] = useSearchParams()

  if (dictionaries.isPending) return <Skeleton active paragraph={{ rows: 10 }} />
  if (dictionaries.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('dictionaryAdmin.loadFailed')}
        action={<Button onClick={() => void dictionaries.refetch()}>{t('dictionaryAdmin.retry')}</Button>}
      />
    )
  }

  const list = dictionaries.data.list
  const asked = params.get('name')
  const chosen = list.find((dictionary) => dictionary.name === asked) ?? list[0] ?? null

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8} xxl={6}>
        <Card title={t('dictionaryAdmin.dictionaries')} size="small" className="dictionary-page__names">
          <DictionaryMenu
            dictionaries={list}
            chosen={chosen?.name ?? null}
            onChoose={(name) => setParams({ name }, { replace: true })}
          />
        </Card>
      </Col>
      <Col xs={24} lg={16} xxl={18}>
        {chosen ? (
          <Entries
            key={chosen.name}
            dictName={chosen.name}
            description={t(`dictionaryAdmin.descriptions.${chosen.name}`, { defaultValue: chosen.description })}
            nextSort={chosen.entries + 1}
          />
        ) : (
          <Alert type="info" showIcon title={t('dictionaryAdmin.choose')} />
        )}
      </Col>
    </Row>
  )
}

interface EntriesProps {
  dictName: string
  description: string
  nextSort: number
}

/** One dictionary's entries in the console's list page, with the dialog that adds or changes one. */
function Entries({ dictName, description, nextSort }: EntriesProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [open, setOpen] = useState<DictionaryEntry | 'new' | null>(null)
  const remove = useRemoveEntry()

  const columns: ListColumn<DictionaryEntry>[] = [
    { key: 'value', title: t('dictionaryAdmin.field.value'), render: (_, row) => <Tag>{row.value}</Tag> },
    { key: 'label', title: t('dictionaryAdmin.field.label') },
    { key: 'labelZh', title: t('dictionaryAdmin.field.labelZh') },
    { key: 'dictSort', title: t('dictionaryAdmin.field.dictSort'), align: 'right' },
    {
      key: 'actions',
      title: t('dictionaryAdmin.field.actions'),
      actions: true,
      render: (_, row) => (
        <Flex gap={4}>
          <Button type="link" size="small" onClick={() => setOpen(row)}>
            {t('dictionaryAdmin.action.edit')}
          </Button>
          <Popconfirm
            title={t('dictionaryAdmin.entry.removeQuestion', { label: row.label })}
            okText={t('common.ok')}
            cancelText={t('common.cancel')}
            onConfirm={() =>
              remove
                .mutateAsync(row.id)
                .then(() => void message.success(t('dictionaryAdmin.entry.removed')))
                // The request layer has shown the refusal.
                .catch(() => undefined)
            }
          >
            <Button type="link" size="small" danger>
              {t('dictionaryAdmin.action.remove')}
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ]

  return (
    <>
      <ListPage<DictionaryEntry, { dictName: string }>
        listKey={ENTRIES_LIST}
        title={
          <Flex gap="small" align="center" wrap>
            {t('dictionaryAdmin.entriesTitle', { name: description })}
            <Tag className="dictionary-page__code">{dictName}</Tag>
          </Flex>
        }
        label={t('dictionaryAdmin.entriesLabel')}
        emptyText={t('dictionaryAdmin.empty')}
        rowKey="id"
        columns={columns}
        initialValues={{ dictName }}
        load={(query, signal) => fetchEntries(query.filters.dictName, query.pageNo, query.pageSize, signal)}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('new')}>
            {t('dictionaryAdmin.add')}
          </Button>
        }
      />
      <EntryDialog dictName={dictName} description={description} open={open} nextSort={nextSort} onClose={() => setOpen(null)} />
    </>
  )
}
