import LogoutOutlined from '@ant-design/icons/LogoutOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Popconfirm from 'antd/es/popconfirm'
import Tooltip from 'antd/es/tooltip'
import { useTranslation } from 'react-i18next'

interface SignOutButtonProps {
  onSignOut: () => Promise<void>
}

/** The logout icon; it asks before the session ends. */
export function SignOutButton({ onSignOut }: SignOutButtonProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  return (
    <Popconfirm
      title={t('layout.signOutTitle')}
      description={t('layout.signOutConfirm')}
      okText={t('layout.signOut')}
      cancelText={t('common.cancel')}
      placement="bottomRight"
      onConfirm={onSignOut}
      onCancel={() => void message.info(t('common.operationCanceled'))}
    >
      <Tooltip title={t('layout.signOut')} placement="bottom">
        <Button
          type="text"
          className="top-bar__action"
          aria-label={t('layout.signOut')}
          icon={<LogoutOutlined className="top-bar__icon" />}
        />
      </Tooltip>
    </Popconfirm>
  )
}
