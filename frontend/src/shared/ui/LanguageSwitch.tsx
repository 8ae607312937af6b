import CheckOutlined from '@ant-design/icons/CheckOutlined'
import TranslationOutlined from '@ant-design/icons/TranslationOutlined'
import Button from 'antd/es/button'
import Dropdown from 'antd/es/dropdown'
import { useTranslation } from 'react-i18next'

import { changeLanguage, currentLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../i18n'

interface LanguageSwitchProps {
  className?: string
}

/** The shell's language menu, English / 中文; the choice is remembered in localStorage (the pages before sign-in have `LanguageToggle`). */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation()
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage()

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectedKeys: [language],
        items: LANGUAGES.map((key) => ({
          key,
          label: LANGUAGE_NAMES[key],
          extra: key === language ? <CheckOutlined /> : undefined,
        })),
        onClick: ({ key }) => {
          if (isLanguage(key)) void changeLanguage(key)
        },
      }}
    >
      <Button type="text" className={className} icon={<TranslationOutlined />} aria-label={t('layout.language')} />
    </Dropdown>
  )
}
