import Flex from 'antd/es/flex'
import Select from 'antd/es/select'
import Spin from 'antd/es/spin'
import Typography from 'antd/es/typography'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { usePermission } from '../../authority/permission'
import { useCentreChoices, useTeacherChoices } from './choices'

/** How long typing rests before a picker searches, in milliseconds. */
const SEARCH_PAUSE = 300

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value.trim()), SEARCH_PAUSE)
    return () => window.clearTimeout(timer)
  }, [value])
  return settled
}

interface Choice {
  value: number
  label: string
  detail: string
}

/**
 * What a picker takes: the chosen ID and its change, as a Form.Item gives
 * them (with the `id` its label points at), or as a page holds them.
 */
export interface PickerProps {
  value?: number | null
  onChange?: (id: number | null) => void
  id?: string
  /** The accessible name when no form label names the picker. */
  ariaLabel?: string
  /** The chosen one's name when the current search does not list it (a link may name only the ID). */
  knownLabel?: string
  width?: number
  className?: string
}

interface ChoicePickerProps extends PickerProps {
  placeholder: string
  choices: Choice[]
  searching: boolean
  onSearch: (keyword: string) => void
}

/** A searchable select over a list call: the server searches, the select only shows. */
function ChoicePicker({
  value = null,
  onChange,
  id,
  ariaLabel,
  knownLabel,
  width = 260,
  className,
  placeholder,
  choices,
  searching,
  onSearch,
}: ChoicePickerProps) {
  const { t } = useTranslation()
  const [labels, setLabels] = useState<Record<number, string>>({})
  const shown = value === null ? undefined : (choices.find((c) => c.value === value)?.label ?? labels[value] ?? knownLabel ?? `#${value}`)
  return (
    <Select<{ value: number; label: ReactNode }>
      id={id}
      aria-label={ariaLabel}
      className={className}
      style={{ width, maxWidth: '100%' }}
      showSearch={{ filterOption: false, onSearch }}
      labelInValue
      allowClear
      placeholder={placeholder}
      value={value === null ? undefined : { value, label: shown }}
      options={choices.map((choice) => ({ value: choice.value, label: choice.label, detail: choice.detail }))}
      optionRender={(option) => (
        <Flex vertical>
          <span>{option.data.label}</span>
          {option.data.detail && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {option.data.detail}
            </Typography.Text>
          )}
        </Flex>
      )}
      notFoundContent={searching ? <Spin size="small" /> : t('staffPickers.noMatch')}
      onChange={(chosen) => {
        if (!chosen) {
          onSearch('')
          onChange?.(null)
          return
        }
        const name = choices.find((c) => c.value === chosen.value)?.label
        if (name) setLabels((known) => ({ ...known, [chosen.value]: name }))
        onChange?.(chosen.value)
      }}
    />
  )
}

/** A centre, chosen by searching the staff's centre list (centre:list). */
export function CentrePicker(props: PickerProps) {
  const { t } = useTranslation()
  const [keyword, setKeyword] = useState('')
  const settled = useSettled(keyword)
  const choices = useCentreChoices(settled, usePermission('centre:list'))
  return (
    <ChoicePicker
      {...props}
      placeholder={t('staffPickers.centreSearch')}
      searching={choices.isFetching}
      choices={(choices.data?.list ?? []).map((centre) => ({
        value: centre.centreId,
        label: centre.name,
        detail: [centre.suburb, centre.city ?? centre.region].filter(Boolean).join(', '),
      }))}
      onSearch={setKeyword}
    />
  )
}

/** What a picker of several takes: the chosen IDs and their change, as a Form.Item gives them. */
export interface ManyPickerProps {
  value?: number[]
  onChange?: (ids: number[]) => void
  id?: string
  /** The accessible name when no form label names the picker. */
  ariaLabel?: string
  className?: string
}

/** Several centres, each chosen by searching the staff's centre list (centre:list); the names chosen stay shown whatever is searched next. */
export function CentresPicker({ value, onChange, id, ariaLabel, className }: ManyPickerProps) {
  const { t } = useTranslation()
  const [keyword, setKeyword] = useState('')
  const settled = useSettled(keyword)
  const choices = useCentreChoices(settled, usePermission('centre:list'))
  const [labels, setLabels] = useState<Record<number, string>>({})
  const options: Choice[] = (choices.data?.list ?? []).map((centre) => ({
    value: centre.centreId,
    label: centre.name,
    detail: [centre.suburb, centre.city ?? centre.region].filter(Boolean).join(', '),
  }))
  const chosen = value ?? []
  return (
    <Select<{ value: number; label: ReactNode }[]>
      id={id}
      aria-label={ariaLabel}
      className={className}
      style={{ width: '100%' }}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      labelInValue
      allowClear
      placeholder={t('staffPickers.centreSearch')}
      value={chosen.map((centreId) => ({
        value: centreId,
        label: options.find((c) => c.value === centreId)?.label ?? labels[centreId] ?? `#${centreId}`,
      }))}
      options={options.map((choice) => ({ value: choice.value, label: choice.label, detail: choice.detail }))}
      optionRender={(option) => (
        <Flex vertical>
          <span>{option.data.label}</span>
          {option.data.detail && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {option.data.detail}
            </Typography.Text>
          )}
        </Flex>
      )}
      notFoundContent={choices.isFetching ? <Spin size="small" /> : t('staffPickers.noMatch')}
      onChange={(picked) => {
        const named = Object.fromEntries(options.map((choice) => [choice.value, choice.label]))
        setLabels((known) => ({ ...known, ...named }))
        onChange?.(picked.map((item) => item.value))
      }}
    />
  )
}

/** A teacher, chosen by searching the staff's teacher list (teacher:list). */
export function TeacherPicker(props: PickerProps) {
  const { t } = useTranslation()
  const [keyword, setKeyword] = useState('')
  const settled = useSettled(keyword)
  const choices = useTeacherChoices(settled, usePermission('teacher:list'))
  return (
    <ChoicePicker
      {...props}
      placeholder={t('staffPickers.teacherSearch')}
      searching={choices.isFetching}
      choices={(choices.data?.list ?? []).map((teacher) => ({
        value: teacher.teacherId,
        label: teacher.name,
        detail: teacher.email ?? teacher.region ?? '',
      }))}
      onSearch={setKeyword}
    />
  )
}
