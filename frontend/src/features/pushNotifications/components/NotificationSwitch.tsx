import App from 'antd/es/app'
import Flex from 'antd/es/flex'
import Switch from 'antd/es/switch'
import Typography from 'antd/es/typography'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { usePushState } from '../api/pushState'
import { useSubscribePush } from '../api/subscribePush'
import { useUnsubscribePush } from '../api/unsubscribePush'
import {
  currentSubscription,
  needsInstallForPush,
  PushRefused,
  pushSupported,
  subscribeBrowser,
  unsubscribeBrowser,
} from '../lib/browserPush'
import { InstallHint } from './InstallHint'

/**
 * "Notifications": whether this browser shows the teacher's new invites,
 * confirmed and cancelled jobs and extension requests as notifications. On
 * iOS outside the installed app it explains adding the app to the home screen.
 */
export function NotificationSwitch() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const labelId = useId()
  const state = usePushState()
  const subscribe = useSubscribePush()
  const unsubscribe = useUnsubscribePush()
  const supported = pushSupported()
  const [subscribed, setSubscribed] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let current = true
    void currentSubscription()
      .catch(() => null)
      .then((found) => {
        if (current) setSubscribed(found !== null)
      })
    return () => {
      current = false
    }
  }, [])

  const turnOn = async (publicKey: string) => {
    try {
      const subscription = await subscribeBrowser(publicKey)
      await subscribe.mutateAsync({
        endpoint: subscription.endpoint ?? '',
        keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
      })
      setSubscribed(true)
      void message.success(t('pushNotifications.turnedOn'))
    } catch (error) {
      if (error instanceof PushRefused) {
        void message.warning(t(error.reason === 'denied' ? 'pushNotifications.denied' : 'pushNotifications.failed'))
      }
    }
  }

  const turnOff = async () => {
    const endpoint = await unsubscribeBrowser().catch(() => null)
    if (endpoint) await unsubscribe.mutateAsync(endpoint)
    setSubscribed(false)
    void message.success(t('pushNotifications.turnedOff'))
  }

  const change = (next: boolean) => {
    const publicKey = state.data?.publicKey
    if (next && !publicKey) return
    setBusy(true)
    void (next && publicKey ? turnOn(publicKey) : turnOff()).finally(() => setBusy(false))
  }

  const enabled = state.data?.enabled === true
  const denied = supported && Notification.permission === 'denied'
  const hint = !enabled
    ? t('pushNotifications.unavailable')
    : needsInstallForPush()
      ? null
      : !supported
        ? t('pushNotifications.unsupported')
        : denied
          ? t('pushNotifications.blocked')
          : t('pushNotifications.hint')

  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" gap={12}>
        <Flex vertical gap={0} style={{ minWidth: 0 }}>
          <Typography.Text strong id={labelId}>
            {t('pushNotifications.label')}
          </Typography.Text>
          {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
        </Flex>
        <Switch
          checked={subscribed === true}
          loading={busy || state.isPending || subscribed === null}
          disabled={!enabled || !supported || (denied && subscribed !== true)}
          aria-labelledby={labelId}
          onChange={change}
        />
      </Flex>
      {enabled && needsInstallForPush() && <InstallHint />}
    </Flex>
  )
}
