import BankOutlined from '@ant-design/icons/BankOutlined'
import FileProtectOutlined from '@ant-design/icons/FileProtectOutlined'
import MobileOutlined from '@ant-design/icons/MobileOutlined'
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined'
import Button from 'antd/es/button'
import Typography from 'antd/es/typography'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'

import { TEACHER_SIGNUP_PATHS } from '../../lib/teacherSignupSteps'
import { TeacherSignupFrame } from './TeacherSignupFrame'

const NEEDS: { key: string; icon: ComponentType }[] = [
  { key: 'contacts', icon: MobileOutlined },
  { key: 'registration', icon: SafetyCertificateOutlined },
  { key: 'documents', icon: FileProtectOutlined },
  { key: 'bank', icon: BankOutlined },
]

/** /signup: what a teacher needs to join, and the way in. */
export function TeacherSignupIntro() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <TeacherSignupFrame step="intro" title={t('signup.teacher.intro.title')} subtitle={t('signup.teacher.intro.subtitle')}>
      <Typography.Text strong className="teacher-signup__needs-title">
        {t('signup.teacher.intro.needsTitle')}
      </Typography.Text>
      <ul className="teacher-signup__needs">
        {NEEDS.map(({ key, icon: Icon }) => (
          <li key={key} className="teacher-signup__need">
            <span className="teacher-signup__need-icon" aria-hidden>
              <Icon />
            </span>
            <span>
              <Typography.Text strong>{t(`signup.teacher.intro.needs.${key}.title`)}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t(`signup.teacher.intro.needs.${key}.text`)}</Typography.Text>
            </span>
          </li>
        ))}
      </ul>
      <Typography.Paragraph type="secondary">{t('signup.teacher.intro.time')}</Typography.Paragraph>
      <Button type="primary" size="large" block onClick={() => void navigate(TEACHER_SIGNUP_PATHS.mobile)}>
        {t('signup.teacher.intro.start')}
      </Button>
      <Typography.Paragraph className="signup-aside">
        {t('signup.intro.haveAccount')} <Link to="/login">{t('signup.intro.signIn')}</Link>
      </Typography.Paragraph>
    </TeacherSignupFrame>
  )
}
