import Button from 'antd/es/button'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { HOME_PATH } from '../routeGuard'
import { TeacherHeader } from './TeacherHeader'

interface SetupFrameProps {
  title: ReactNode
  /** Where the back arrow goes (none on the overview). */
  back?: string
  children: ReactNode
}

/**
 * The documents steps after sign-up, without the tab bar: a title bar with
 * the way back and "Finish later", which leads to the home; the home shows
 * what is still missing and leads back here.
 */
export function SetupFrame({ title, back, children }: SetupFrameProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className="teacher-app teacher-app--setup">
      <TeacherHeader
        title={title}
        back={back}
        action={
          <Button type="link" onClick={() => void navigate(HOME_PATH)}>
            {t('teacherApp.setup.later')}
          </Button>
        }
      />
      <main className="teacher-main">{children}</main>
    </div>
  )
}
