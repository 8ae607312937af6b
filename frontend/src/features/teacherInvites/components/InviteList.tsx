import App from 'antd/es/app'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { PagedList } from '@/shared/ui/PagedList'

import { useAnswerInvite } from '../api/answerInvite'
import { type InviteScope, type TeacherInvite, useInviteList } from '../api/inviteList'
import { InviteCard, type InviteLabels } from './InviteCard'

interface InviteListProps {
  scope: InviteScope
  labelsOf: (invite: TeacherInvite) => InviteLabels
}

interface Answering {
  inviteId: number
  interested: boolean
}

/** Open invites (newest first, answered from here) or answered ones with their state. */
export function InviteList({ scope, labelsOf }: InviteListProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const list = useInviteList(scope)
  const answer = useAnswerInvite()
  const [answering, setAnswering] = useState<Answering | null>(null)

  const send = (invite: TeacherInvite, interested: boolean) => {
    setAnswering({ inviteId: invite.inviteId, interested })
    answer.mutate(
      { inviteId: invite.inviteId, interested },
      {
        onSuccess: () =>
          void message.success(t(interested ? 'teacherInvites.answered.interested' : 'teacherInvites.answered.declined')),
        onSettled: () => setAnswering(null),
      },
    )
  }

  return (
    <PagedList
      list={list}
      failedText={t('teacherInvites.list.failed')}
      emptyText={t(scope === 'open' ? 'teacherInvites.list.noneOpen' : 'teacherInvites.list.noneAnswered')}
      moreText={t('teacherInvites.list.more')}
      renderItems={(invites) =>
        invites.map((invite) => (
          <InviteCard
            key={invite.inviteId}
            invite={invite}
            labels={labelsOf(invite)}
            answering={answering?.inviteId === invite.inviteId ? answering.interested : null}
            onAnswer={(interested) => send(invite, interested)}
          />
        ))
      }
    />
  )
}
