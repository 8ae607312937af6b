import ReloadOutlined from '@ant-design/icons/ReloadOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Modal from 'antd/es/modal'
import Typography from 'antd/es/typography'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { config } from '@/shared/config'

import { useVersionCheck } from '../../api/versionCheck'
import { promptFor } from '../../lib/versionRules'

interface UpdatePromptProps {
  /** The app's own version; the build's (package.json) unless given. */
  version?: string
  /** Loads the new version: the page reloads unless given. */
  reload?: () => void
}

function reloadPage() {
  window.location.reload()
}

/**
 * The teacher web app asks the server, at start and whenever it comes back
 * into view (at most every few minutes), whether its version must update.
 * A forced update shows a prompt that cannot be dismissed, whose only way on
 * is to reload; a general one a notice with Reload that may be closed (once
 * per new version); a silent one nothing: the next load brings it.
 */
export function UpdatePrompt({ version = config.appVersion, reload = reloadPage }: UpdatePromptProps) {
  const { t } = useTranslation()
  const { notification } = App.useApp()
  const check = useVersionCheck('web', version, config.versionCheckEveryMs)
  const prompt = promptFor(check.data)
  const newest = check.data?.newest ?? null
  const noticed = useRef<string | null>(null)

  useEffect(() => {
    if (prompt !== 'notice' || !newest || noticed.current === newest.number) return
    noticed.current = newest.number
    notification.info({
      key: 'app-update',
      title: t('appVersions.prompt.noticeTitle'),
      description: t('appVersions.prompt.noticeText', { number: newest.number }),
      duration: 0,
      actions: (
        <Button type="primary" size="small" icon={<ReloadOutlined />} onClick={reload}>
          {t('appVersions.prompt.reload')}
        </Button>
      ),
    })
  }, [prompt, newest, notification, reload, t])

  return (
    <Modal
      open={prompt === 'reload'}
      title={t('appVersions.prompt.forcedTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      centered
      footer={
        <Button type="primary" icon={<ReloadOutlined />} onClick={reload}>
          {t('appVersions.prompt.reload')}
        </Button>
      }
    >
      <Typography.Paragraph>{t('appVersions.prompt.forcedText')}</Typography.Paragraph>
      {newest && (
        <Typography.Paragraph type="secondary">
          {t('appVersions.prompt.newest', { number: newest.number })}
          {newest.description && (
            <>
              <br />
              {newest.description}
            </>
          )}
        </Typography.Paragraph>
      )}
    </Modal>
  )
}
