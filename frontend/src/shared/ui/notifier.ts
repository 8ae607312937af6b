import notification from 'antd/es/notification'
import type { NotificationInstance } from 'antd/es/notification/interface'

/**
 * Error notices raised outside React (by the request layer). The app binds the
 * notification API of its antd <App> so notices follow the theme; before that
 * the static API is used.
 */
let bound: NotificationInstance | null = null

export function bindNotifier(instance: NotificationInstance | null): void {
  bound = instance
}

export const notifier = {
  error(text: string, durationSeconds?: number): void {
    const api = bound ?? notification
    api.error({
      title: text,
      duration: durationSeconds,
      placement: 'topRight',
    })
  },
}
