import TranslationOutlined from '@ant-design/icons/TranslationOutlined'
import Button from 'antd/es/button'
import { useTranslation } from 'react-i18next'

import { changeLanguage, currentLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../i18n'

interface LanguageToggleProps {
  className?: string
}

/**
 * The language switch of the pages before sign-in: one button naming the
 * other language in its own words (English / 中文), which switches to it.
 * Lighter than the shell's menu (`LanguageSwitch`), so a sign-in page does
 * not download a dropdown for two choices; its name is its text, as read.
 */
export function LanguageToggle({ className }: LanguageToggleProps) {
  const { t, i18n } = useTranslation()
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage()
  const other = LANGUAGES.find((candidate) => candidate !== language) ?? 'en'

  return (
    <Button
      type="text"
      className={className}
      icon={<TranslationOutlined />}
      lang={other}
      title={t('layout.language')}
      onClick={() => void changeLanguage(other)}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  )
}
