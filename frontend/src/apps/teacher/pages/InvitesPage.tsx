import Flex from 'antd/es/flex'
import Segmented from 'antd/es/segmented'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'

import { type InviteScope, type TeacherInvite, useInviteList } from '@/features/teacherInvites/api/inviteList'
import { InviteList } from '@/features/teacherInvites/components/InviteList'
import { useApprovalState } from '@/features/teacherProfile/api/approvalState'
import { useTeacherProfile } from '@/features/teacherProfile/api/teacherProfile'
import { ApprovalNotice } from '@/features/teacherProfile/components/ApprovalNotice'
import { ApprovalStatusCard } from '@/features/teacherProfile/components/ApprovalStatusCard'
import { useDict } from '@/shared/dictionary/dictionary'
import { useTeacherSession } from '@/shared/session/teacherSession'

const SCOPES: readonly InviteScope[] = ['open', 'answered']

function scopeOf(value: string | null): InviteScope {
  return value === 'answered' ? 'answered' : 'open'
}

/**
 * The home: a teacher not approved yet sees why no invites come and what is
 * still missing; then new invites at the top, to answer, and answered ones
 * with how they stand.
 */
export default function InvitesPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const scope = scopeOf(params.get('scope'))
  const session = useTeacherSession()
  const profile = useTeacherProfile()
  const open = useInviteList('open')
  const qualification = useDict('qualification')
  const ageGroup = useDict('age_group')
  const openCount = open.data?.pages[0]?.total ?? 0
  const approval = profile.data?.approval ?? session.user?.approval
  const vetting = useApprovalState(approval !== undefined && approval !== 1)

  const labelsOf = (invite: TeacherInvite) => ({
    qualification: qualification.labelOf(invite.qualification),
    ageGroup: ageGroup.labelOf(invite.ageGroup),
  })

  return (
    <Flex vertical gap={12}>
      {vetting.data ? (
        <ApprovalStatusCard state={vetting.data} onContinue={() => void navigate('/setup')} />
      ) : (
        <ApprovalNotice approval={approval} />
      )}
      <Segmented<InviteScope>
        block
        size="large"
        value={scope}
        onChange={(next) => setParams(next === 'open' ? {} : { scope: next }, { replace: true })}
        options={SCOPES.map((value) => ({
          value,
          label:
            value === 'open'
              ? openCount > 0
                ? t('teacherApp.invites.openCount', { number: openCount })
                : t('teacherApp.invites.open')
              : t('teacherApp.invites.answered'),
        }))}
        aria-label={t('teacherApp.invites.scope')}
      />
      <InviteList key={scope} scope={scope} labelsOf={labelsOf} />
    </Flex>
  )
}
