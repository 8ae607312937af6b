import App from 'antd/es/app'
import Button from 'antd/es/button'
import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Result from 'antd/es/result'
import Skeleton from 'antd/es/skeleton'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

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

  if (list.isPending) {
    return (
      <Flex vertical gap={12}>
        <Skeleton active className="teacher-card teacher-skeleton" />
        <Skeleton active className="teacher-card teacher-skeleton" />
      </Flex>
    )
  }
  if (list.isError) {
    return (
      <Result
        status="warning"
        title={t('teacherInvites.list.failed')}
        extra={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
      />
    )
  }

  const invites = list.data.pages.flatMap((page) => page.list)
  if (invites.length === 0) {
    return (
      <Empty
        className="teacher-empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t(scope === 'open' ? 'teacherInvites.list.noneOpen' : 'teacherInvites.list.noneAnswered')}
      />
    )
  }

  return (
    <Flex vertical gap={12}>
      {invites.map((invite) => (
        <InviteCard
          key={invite.inviteId}
          invite={invite}
          labels={labelsOf(invite)}
          answering={answering?.inviteId === invite.inviteId ? answering.interested : null}
          onAnswer={(interested) => send(invite, interested)}
        />
      ))}
      {list.hasNextPage && (
        <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('teacherInvites.list.more')}
        </Button>
      )}
    </Flex>
  )
}
