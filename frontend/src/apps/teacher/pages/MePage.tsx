import '@/shared/ui/phone.css'

import BankOutlined from '@ant-design/icons/BankOutlined'
import CalendarOutlined from '@ant-design/icons/CalendarOutlined'
import FileProtectOutlined from '@ant-design/icons/FileProtectOutlined'
import FormOutlined from '@ant-design/icons/FormOutlined'
import LockOutlined from '@ant-design/icons/LockOutlined'
import LogoutOutlined from '@ant-design/icons/LogoutOutlined'
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined'
import RightOutlined from '@ant-design/icons/RightOutlined'
import SolutionOutlined from '@ant-design/icons/SolutionOutlined'
import TranslationOutlined from '@ant-design/icons/TranslationOutlined'
import App from 'antd/es/app'
import Badge from 'antd/es/badge'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Divider from 'antd/es/divider'
import Flex from 'antd/es/flex'
import Result from 'antd/es/result'
import Segmented from 'antd/es/segmented'
import Skeleton from 'antd/es/skeleton'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { JobSeekerSwitch } from '@/features/offers/components/teacher/JobSeekerSwitch'
import { NotificationSwitch } from '@/features/pushNotifications/components/NotificationSwitch'
import { useSignOut } from '@/features/session/lib/useSignOut'
import { useDocumentList } from '@/features/teacherDocuments/api/documentList'
import { useApprovalState } from '@/features/teacherProfile/api/approvalState'
import { useTeacherProfile } from '@/features/teacherProfile/api/teacherProfile'
import { useUpdateProfile } from '@/features/teacherProfile/api/updateProfile'
import { ApprovalNotice } from '@/features/teacherProfile/components/ApprovalNotice'
import { HomeSummary } from '@/features/teacherProfile/components/HomeSummary'
import { ProfileDetails } from '@/features/teacherProfile/components/ProfileDetails'
import { ProfileSummary } from '@/features/teacherProfile/components/ProfileSummary'
import { useDict } from '@/shared/dictionary/dictionary'
import { changeLanguage, isLanguage, type Language, LANGUAGE_NAMES, LANGUAGES } from '@/shared/i18n'
import { teacherSession } from '@/shared/session/teacherSession'

/** The teacher's profile, home and travel, documents, help, language and sign-out. */
export default function MePage() {
  const { t, i18n } = useTranslation()
  const { modal } = App.useApp()
  const navigate = useNavigate()
  const signOut = useSignOut(teacherSession)
  const profile = useTeacherProfile()
  const update = useUpdateProfile()
  const documents = useDocumentList()
  const gender = useDict('gender')
  const qualification = useDict('qualification')
  const talentPool = useDict('talent_pool')
  const ageGroup = useDict('age_group')
  const vetting = useApprovalState(profile.data !== undefined && profile.data.approval !== 1)
  const owed = vetting.data?.missing.length ?? 0
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en'
  const documentWarnings = new Set(documents.data?.warnings ?? []).size

  const confirmSignOut = () => {
    modal.confirm({
      title: t('teacherApp.me.signOutTitle'),
      content: t('teacherApp.me.signOutConfirm'),
      okText: t('teacherApp.me.signOut'),
      cancelText: t('common.cancel'),
      onOk: signOut,
    })
  }

  return (
    <Flex vertical gap={12}>
      {profile.isPending ? (
        <Card className="teacher-card">
          <Skeleton active avatar />
        </Card>
      ) : profile.isError ? (
        <Result
          status="warning"
          title={t('teacherApp.me.failed')}
          extra={<Button onClick={() => void profile.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <>
          <ApprovalNotice approval={profile.data.approval} />
          <ProfileSummary profile={profile.data} />
          <ProfileDetails
            profile={profile.data}
            labels={{
              gender: gender.labelOf(profile.data.gender),
              qualification: qualification.labelOf(profile.data.qualification),
              talentPool: talentPool.labelOf(profile.data.talentPool),
              ageGroups: profile.data.ageGroups.map((value) => ageGroup.labelOf(value)).join(', '),
            }}
            onEdit={() => void navigate('/me/details')}
          />
          <HomeSummary profile={profile.data} onEdit={() => void navigate('/me/home')} />
        </>
      )}

      <Card className="teacher-card teacher-menu">
        {owed > 0 && (
          <button type="button" className="teacher-menu__item" onClick={() => void navigate('/setup')}>
            <FormOutlined className="teacher-menu__icon" aria-hidden />
            <Flex vertical gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text strong>{t('teacherApp.me.finish')}</Typography.Text>
              <Typography.Text type="secondary">{t('teacherApp.me.finishHint')}</Typography.Text>
            </Flex>
            <Badge count={owed} />
            <RightOutlined className="teacher-menu__chevron" aria-hidden />
          </button>
        )}
        <button type="button" className="teacher-menu__item" onClick={() => void navigate('/me/documents')}>
          <FileProtectOutlined className="teacher-menu__icon" aria-hidden />
          <Flex vertical gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text strong>{t('teacherApp.me.documents')}</Typography.Text>
            <Typography.Text type="secondary">{t('teacherApp.me.documentsHint')}</Typography.Text>
          </Flex>
          {documentWarnings > 0 && (
            <Badge count={documentWarnings} title={t('teacherApp.me.documentWarnings', { number: documentWarnings })} />
          )}
          <RightOutlined className="teacher-menu__chevron" aria-hidden />
        </button>
        <button type="button" className="teacher-menu__item" onClick={() => void navigate('/me/bank')}>
          <BankOutlined className="teacher-menu__icon" aria-hidden />
          <Flex vertical gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text strong>{t('teacherApp.me.bank')}</Typography.Text>
            <Typography.Text type="secondary">{t('teacherApp.me.bankHint')}</Typography.Text>
          </Flex>
          <RightOutlined className="teacher-menu__chevron" aria-hidden />
        </button>
        <button type="button" className="teacher-menu__item" onClick={() => void navigate('/me/calendar')}>
          <CalendarOutlined className="teacher-menu__icon" aria-hidden />
          <Flex vertical gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text strong>{t('calendarFeed.menu.title')}</Typography.Text>
            <Typography.Text type="secondary">{t('calendarFeed.menu.hint')}</Typography.Text>
          </Flex>
          <RightOutlined className="teacher-menu__chevron" aria-hidden />
        </button>
        <button type="button" className="teacher-menu__item" onClick={() => void navigate('/me/password')}>
          <LockOutlined className="teacher-menu__icon" aria-hidden />
          <Flex vertical gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text strong>{t('teacherApp.me.password')}</Typography.Text>
            <Typography.Text type="secondary">{t('teacherApp.me.passwordHint')}</Typography.Text>
          </Flex>
          <RightOutlined className="teacher-menu__chevron" aria-hidden />
        </button>
        <button type="button" className="teacher-menu__item" onClick={() => void navigate('/me/help')}>
          <QuestionCircleOutlined className="teacher-menu__icon" aria-hidden />
          <Flex vertical gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text strong>{t('teacherApp.me.help')}</Typography.Text>
            <Typography.Text type="secondary">{t('teacherApp.me.helpHint')}</Typography.Text>
          </Flex>
          <RightOutlined className="teacher-menu__chevron" aria-hidden />
        </button>
        {profile.data?.freeJobSeeker && (
          <button type="button" className="teacher-menu__item" onClick={() => void navigate('/offers')}>
            <SolutionOutlined className="teacher-menu__icon" aria-hidden />
            <Flex vertical gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text strong>{t('teacherOffers.menu.title')}</Typography.Text>
              <Typography.Text type="secondary">{t('teacherOffers.menu.hint')}</Typography.Text>
            </Flex>
            <RightOutlined className="teacher-menu__chevron" aria-hidden />
          </button>
        )}
      </Card>

      {profile.data && (
        <Card className="teacher-card">
          <JobSeekerSwitch
            checked={profile.data.freeJobSeeker}
            loading={update.isPending}
            onChange={(next) => update.mutateAsync({ freeJobSeeker: next })}
          />
        </Card>
      )}

      <Card className="teacher-card" title={t('teacherApp.me.settings')}>
        <NotificationSwitch />
        <Divider style={{ margin: '12px 0' }} />
        <Flex justify="space-between" align="center" gap={12}>
          <Typography.Text>
            <TranslationOutlined aria-hidden /> {t('teacherApp.me.language')}
          </Typography.Text>
          <Segmented<Language>
            value={language}
            onChange={(next) => void changeLanguage(next)}
            options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
            aria-label={t('teacherApp.me.language')}
          />
        </Flex>
      </Card>

      <Button danger block size="large" icon={<LogoutOutlined />} onClick={confirmSignOut}>
        {t('teacherApp.me.signOut')}
      </Button>
      <Typography.Text type="secondary" className="teacher-footnote teacher-footnote--centre">
        {t('teacherApp.name')}
      </Typography.Text>
    </Flex>
  )
}
