import Flex from 'antd/es/flex'
import Select from 'antd/es/select'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useAccountSearch } from '../api/accounts'
import type { MessageAccount } from '../api/messages'
import { knownAccounts } from '../lib/messageRules'

interface AccountPickerProps {
  id?: string
  value?: number[]
  onChange?: (ids: number[]) => void
  /** The accounts a draft already names (their names are shown before any search). */
  chosen: readonly MessageAccount[]
  disabled?: boolean
}

/** How long typing pauses before the accounts are looked up. */
const PAUSE_MS = 300

/**
 * Chooses centre and teacher accounts by name or e-mail: what is typed is
 * looked up on the server (at most 20 matches); the chosen ones stay named.
 */
export function AccountPicker({ id, value = [], onChange, chosen, disabled }: AccountPickerProps) {
  const { t } = useTranslation()
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [open, setOpen] = useState(false)
  // The accounts chosen here, so that they stay named when a later search no longer finds them.
  const [picked, setPicked] = useState<readonly MessageAccount[]>([])
  const search = useAccountSearch(keyword, open)

  useEffect(() => {
    const timer = window.setTimeout(() => setKeyword(typed.trim()), PAUSE_MS)
    return () => window.clearTimeout(timer)
  }, [typed])

  const found = search.data?.list
  const known = useMemo(() => knownAccounts(chosen, picked, found), [chosen, picked, found])
  const nameOf = (account: MessageAccount) => account.name ?? account.email
  const options = [...new Set([...value, ...(found ?? []).map((account) => account.userId)])].map((userId) => {
    const account = known.get(userId)
    return { value: userId, label: account ? nameOf(account) : `#${userId}`, account }
  })

  return (
    <Select<number[], (typeof options)[number]>
      id={id}
      mode="multiple"
      value={value}
      onChange={(ids) => {
        setPicked(ids.flatMap((userId) => known.get(userId) ?? []))
        onChange?.(ids)
      }}
      options={options}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onOpenChange={setOpen}
      loading={search.isFetching}
      placeholder={t('announcements.form.accountsPlaceholder')}
      notFoundContent={search.isFetching ? t('announcements.form.searching') : t('announcements.form.noAccounts')}
      optionRender={({ data }) =>
        data.account ? (
          <Flex justify="space-between" gap="small">
            <span>
              {nameOf(data.account)}{' '}
              <Typography.Text type="secondary">{data.account.email}</Typography.Text>
            </span>
            <span>
              {!data.account.enabled && <Tag color="default">{t('announcements.form.switchedOff')}</Tag>}
              <Tag color={data.account.kind === 'centre' ? 'blue' : 'green'}>{t(`announcements.kind.${data.account.kind}`)}</Tag>
            </span>
          </Flex>
        ) : (
          data.label
        )
      }
    />
  )
}
