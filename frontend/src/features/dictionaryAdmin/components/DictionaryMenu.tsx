import Badge from 'antd/es/badge'
import Menu from 'antd/es/menu'
import { useTranslation } from 'react-i18next'

import type { DictionarySummary } from '../api/dictionaries'

interface DictionaryMenuProps {
  dictionaries: readonly DictionarySummary[]
  chosen: string | null
  onChoose: (name: string) => void
}

/** The dictionaries by name, each described in the interface language with its number of entries. */
export function DictionaryMenu({ dictionaries, chosen, onChoose }: DictionaryMenuProps) {
  const { t } = useTranslation()
  return (
    <Menu
      mode="inline"
      aria-label={t('dictionaryAdmin.dictionariesLabel')}
      className="dictionary-menu"
      selectedKeys={chosen ? [chosen] : []}
      onClick={({ key }) => onChoose(key)}
      items={dictionaries.map((dictionary) => ({
        key: dictionary.name,
        title: dictionary.name,
        label: (
          <span className="dictionary-menu__item">
            <span className="dictionary-menu__description">
              {t(`dictionaryAdmin.descriptions.${dictionary.name}`, { defaultValue: dictionary.description })}
            </span>
            <span className="dictionary-menu__name">{dictionary.name}</span>
          </span>
        ),
        extra: <Badge count={dictionary.entries} showZero color="var(--ant-color-fill-secondary, #f0f0f0)" className="dictionary-menu__count" />,
      }))}
    />
  )
}
