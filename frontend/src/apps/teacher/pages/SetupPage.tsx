import '@/shared/ui/phone.css'

import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Result from 'antd/es/result'
import Skeleton from 'antd/es/skeleton'
import Steps from 'antd/es/steps'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { useApprovalState } from '@/features/teacherProfile/api/approvalState'
import { firstOwed, isSetupItem, problemKey, setupSteps } from '@/features/teacherProfile/lib/vetting'

import { SetupFrame } from '../layout/SetupFrame'
import { HOME_PATH } from '../routeGuard'

type StepStatus = 'wait' | 'process' | 'finish' | 'error'

function statusOf(problem: string | null): StepStatus {
  if (problem === null) return 'finish'
  return problem === 'missing' ? 'wait' : 'error'
}

/**
 * /setup: the documents and bank details staff check, each a step the teacher
 * can open, skip and come back to; what is done, missing, expired or asked
 * for again; and the way on to the first one still owed.
 */
export default function SetupPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const state = useApprovalState()

  if (state.isPending) {
    return (
      <SetupFrame title={t('teacherApp.setup.title')}>
        <Skeleton active className="teacher-card teacher-skeleton" />
      </SetupFrame>
    )
  }
  if (state.isError) {
    return (
      <SetupFrame title={t('teacherApp.setup.title')}>
        <Result
          status="warning"
          title={t('teacherApp.setup.failed')}
          extra={<Button onClick={() => void state.refetch()}>{t('common.retry')}</Button>}
        />
      </SetupFrame>
    )
  }

  const items = state.data.items
  const steps = setupSteps(items)
  const byItem = new Map(items.map((item) => [item.item, item]))
  const done = steps.filter((step) => byItem.get(step)?.problem === null).length
  const next = firstOwed(items)
  const others = items.filter((item) => !isSetupItem(item.item) && item.problem !== null)

  return (
    <SetupFrame title={t('teacherApp.setup.title')}>
      <Flex vertical gap={12}>
        {next === null ? (
          <Card className="teacher-card">
            <Result
              status="success"
              title={t('teacherApp.setup.completeTitle')}
              subTitle={
                state.data.approval === 1 ? t('teacherApp.setup.completeApproved') : t('teacherApp.setup.completeText')
              }
              extra={
                <Button type="primary" size="large" onClick={() => void navigate(HOME_PATH)}>
                  {t('teacherApp.setup.toInvites')}
                </Button>
              }
            />
          </Card>
        ) : (
          <Card className="teacher-card">
            <Typography.Paragraph type="secondary" className="teacher-setup__intro">
              {t('teacherApp.setup.intro')}
            </Typography.Paragraph>
            <Typography.Text strong role="status">
              {t('teacherApp.setup.progress', { done, total: steps.length })}
            </Typography.Text>
            <Button
              type="primary"
              size="large"
              block
              className="teacher-setup__continue"
              onClick={() => void navigate(`/setup/${next}`)}
            >
              {done === 0 ? t('teacherApp.setup.start') : t('teacherApp.setup.continue')}
            </Button>
          </Card>
        )}
        {others.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t('teacherApp.setup.othersTitle')}
            description={others
              .map((item) => t(`teacherProfile.vetting.items.${item.item}`, { defaultValue: item.item }))
              .join(', ')}
            action={
              <Button size="small" onClick={() => void navigate('/me/documents')}>
                {t('teacherApp.setup.openDocuments')}
              </Button>
            }
          />
        )}
        <Card className="teacher-card" title={t('teacherApp.setup.checklist')}>
          <Steps
            orientation="vertical"
            size="small"
            current={next ? steps.indexOf(next) : steps.length}
            className="teacher-setup__steps"
            onChange={(index) => {
              const step = steps[index]
              if (step) void navigate(`/setup/${step}`)
            }}
            items={steps.map((step) => {
              const item = byItem.get(step)
              return {
                title: t(`teacherProfile.vetting.items.${step}`),
                description: t(problemKey(item?.problem ?? null)),
                status: step === next ? 'process' : statusOf(item?.problem ?? null),
              }
            })}
          />
        </Card>
      </Flex>
    </SetupFrame>
  )
}
