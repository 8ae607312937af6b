import App from 'antd/es/app'
import { useEffect } from 'react'

import { bindNotifier } from './notifier'

/** Hands the themed notification API of the surrounding antd <App> to the request layer. */
export function NotifierBridge() {
  const { notification } = App.useApp()
  useEffect(() => {
    bindNotifier(notification)
    return () => bindNotifier(null)
  }, [notification])
  return null
}
