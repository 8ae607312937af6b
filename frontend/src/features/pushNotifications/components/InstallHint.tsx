import Alert from 'antd/es/alert'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

/** On iOS: notifications come only to the app added to the home screen; how to add it. */
export function InstallHint() {
  const { t } = useTranslation()
  return (
    <Alert
      type="info"
      showIcon
      title={t('pushNotifications.install.title')}
      description={
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          <li>
            <Typography.Text>{t('pushNotifications.install.share')}</Typography.Text>
          </li>
          <li>
            <Typography.Text>{t('pushNotifications.install.add')}</Typography.Text>
          </li>
          <li>
            <Typography.Text>{t('pushNotifications.install.open')}</Typography.Text>
          </li>
        </ol>
      }
    />
  )
}
