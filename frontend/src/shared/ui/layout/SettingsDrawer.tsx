import CheckOutlined from '@ant-design/icons/CheckOutlined'
import Divider from 'antd/es/divider'
import Drawer from 'antd/es/drawer'
import Flex from 'antd/es/flex'
import Switch from 'antd/es/switch'
import Tooltip from 'antd/es/tooltip'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { readableOnWhite } from '../contrast'
import { type LayoutSettings, layoutSettings, useLayoutSettings } from '../layoutSettings'
import { THEME_COLOURS } from '../themeColours'

interface SettingsDrawerProps {
  open: boolean
  onClose: () => void
}

type SwitchKey = Exclude<keyof LayoutSettings, 'themeColour'>

const SWITCHES: { key: SwitchKey; labelKey: string; hintKey: string }[] = [
  { key: 'showTags', labelKey: 'settings.showTags', hintKey: 'settings.showTagsHint' },
  { key: 'fixedHeader', labelKey: 'settings.fixedHeader', hintKey: 'settings.fixedHeaderHint' },
  { key: 'showLogo', labelKey: 'settings.showLogo', hintKey: 'settings.showLogoHint' },
  { key: 'uniqueOpened', labelKey: 'settings.uniqueOpened', hintKey: 'settings.uniqueOpenedHint' },
]

/** The page settings panel: theme colour and the shell's switches, applied at once. */
export function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const { t } = useTranslation()
  const settings = useLayoutSettings()

  return (
    <Drawer title={t('settings.title')} placement="right" size={320} open={open} onClose={onClose}>
      <Typography.Text type="secondary">{t('settings.description')}</Typography.Text>
      <Divider titlePlacement="start">{t('settings.themeColour')}</Divider>
      <Flex gap={10} wrap role="radiogroup" aria-label={t('settings.themeColour')}>
        {THEME_COLOURS.map((colour) => {
          const chosen = settings.themeColour.toLowerCase() === colour.value
          return (
            <Tooltip key={colour.value} title={t(colour.nameKey)}>
              <button
                type="button"
                role="radio"
                aria-checked={chosen}
                aria-label={t(colour.nameKey)}
                className="theme-swatch"
                style={{ background: readableOnWhite(colour.value) }}
                onClick={() => layoutSettings.setThemeColour(colour.value)}
              >
                {chosen && <CheckOutlined />}
              </button>
            </Tooltip>
          )
        })}
      </Flex>
      <Divider titlePlacement="start">{t('settings.layout')}</Divider>
      <Flex vertical gap={16}>
        {SWITCHES.map((item) => (
          <Flex key={item.key} justify="space-between" align="center" gap={12}>
            <Flex vertical>
              <Typography.Text id={`setting-${item.key}`}>{t(item.labelKey)}</Typography.Text>
              <Typography.Text type="secondary" className="settings-hint">
                {t(item.hintKey)}
              </Typography.Text>
            </Flex>
            <Switch
              checked={settings[item.key]}
              aria-labelledby={`setting-${item.key}`}
              onChange={(checked) => layoutSettings.setSwitch(item.key, checked)}
            />
          </Flex>
        ))}
      </Flex>
    </Drawer>
  )
}
