import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined'
import Button from 'antd/es/button'
import Tooltip from 'antd/es/tooltip'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

interface HelpButtonProps {
  /** The Help page it opens. */
  to: string
}

/** The question mark in the top bar that opens the Help page. */
export function HelpButton({ to }: HelpButtonProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Tooltip title={t('help.openFromTopBar')} placement="bottom">
      <Button
        type="text"
        className="top-bar__action"
        aria-label={t('help.openFromTopBar')}
        onClick={() => void navigate(to)}
        icon={<QuestionCircleOutlined className="top-bar__icon" />}
      />
    </Tooltip>
  )
}
