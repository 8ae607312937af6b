import LeftOutlined from '@ant-design/icons/LeftOutlined'
import Button from 'antd/es/button'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

interface TeacherHeaderProps {
  title: ReactNode
  /** Where the back arrow goes; without it the app's mark stands there. */
  back?: string
  /** Shown after the title (the setup's "Finish later"). */
  action?: ReactNode
}

/** The app's title bar: the way back (or the mark), the page's title, and an action. */
export function TeacherHeader({ title, back, action }: TeacherHeaderProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <header className="teacher-header">
      {back ? (
        <Button
          type="text"
          className="teacher-header__back"
          icon={<LeftOutlined />}
          aria-label={t('teacherApp.back')}
          onClick={() => void navigate(back)}
        />
      ) : (
        <span className="teacher-header__mark" aria-hidden>
          {t('app.brandInitial')}
        </span>
      )}
      <h1 className="teacher-header__title">{title}</h1>
      {action}
    </header>
  )
}
